import SourceModel
import SwiftSourceReader
import Testing

/// The modules a file imports, as both readers record them: how the audit tells a library's
/// controller (`Eureka.FormViewController`) from a class of the same name.
@Suite struct ImportTests {
    @Test func swiftImportsWithAttributesKindsAndPaths() {
        let facts = SwiftSourceReader.read(source: """
            import UIKit
              @testable import HabiticaModels
            @_exported @preconcurrency import Tabman
            import class Pageboy.PageboyViewController
            import struct Foundation.URL
            // import Commented
            let text = "import Quoted"
            importer()
            import Eureka // settings forms
            """, relativePath: "A.swift")
        #expect(facts.imports == ["Eureka", "Foundation", "HabiticaModels", "Pageboy", "Tabman", "UIKit"])
    }
}
