extension StringProtocol {
    /// A name as written, made of letters, digits and underscores only (`nav`, `_immersive`,
    /// `statusBarStyle`): not empty, not a member chain (`self.nav`), not a call (`makeNav()`).
    package var isPlainName: Bool {
        !isEmpty && allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
