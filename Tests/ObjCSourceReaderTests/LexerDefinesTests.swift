import Testing
@testable import ObjCSourceReader
import SourceModel

/// The macros a file `#define`s, in the branches it reads: a name no file defines may come from a
/// prefix header the repository does not hold.
@Suite("Objective-C: the macros a file defines")
struct LexerDefinesTests {
    @Test func theDefinesOfTheBranchesReadAreListed() {
        let source = """
            #define kTint 0x336699
            #if 0
            #define NEVER 1
            #endif
            #ifdef Harbor_Enterprise
            #define kTeams 1
            #endif
            @implementation A
            @end
            """
        let facts = ObjCSourceReader.read(bytes: Array(source.utf8), relativePath: "A.m")
        #expect(facts.definedMacros == ["kTeams", "kTint"])
        #expect(facts.conditionNames == ["Harbor_Enterprise"])
    }
}
