// SwiftSourceReader
