import ObjCSourceReader
import SourceModel
import Testing

/// The modules a file imports: how the audit tells a library's controller from a class of the
/// same name (the Swift side is in SwiftSourceReaderTests' `ImportTests`).
@Suite struct ImportTests {
    @Test func objectiveCImportsOfFrameworksAndModules() {
        let facts = ObjCSourceReader.read(source: """
            #import <UIKit/UIKit.h>
            #import <MatrixKit/MatrixKit.h>
            #include <Texture/AsyncDisplayKit.h>
            @import KINWebBrowser;
            #import "AttachmentsViewController.h"
            // #import <Commented/Commented.h>
            @interface A : MXKAttachmentsViewController
            @end
            """, relativePath: "A.h")
        #expect(facts.imports == ["KINWebBrowser", "MatrixKit", "Texture", "UIKit"])
    }
}
