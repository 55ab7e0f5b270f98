import FuzzDriver
import SourceModel
import SwiftSourceReader

/// Reads the input as a Swift file: the byte scan that decides whether a full parse is needed,
/// the class declarations read from the bytes, and the full read with SwiftSyntax.
/// Any outcome is fine except a crash, a hang or a leak.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = count == 0 ? [] : Array(UnsafeRawBufferPointer(start: start, count: count))
    _ = SwiftSourceReader.needsFullParse(bytes)
    _ = SwiftSourceReader.declaredClasses(in: bytes, relativePath: "Fuzz.swift")
    let facts = SwiftSourceReader.read(bytes: bytes, relativePath: "Fuzz.swift", watching: ["modalPresentationCapturesStatusBarAppearance"])
    for issue in facts.issues { _ = issue.description }
    return 0
}

/// The program's entry point (SwiftPM names an executable's main `FuzzSwift_main`): runs libFuzzer.
@_cdecl("FuzzSwift_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    statusbar_fuzz_run(argc, argv) { data, size in fuzz(data, size) }
}
