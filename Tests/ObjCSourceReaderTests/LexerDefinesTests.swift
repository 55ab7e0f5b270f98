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

    /// What a run-time condition is read as: a bare name written as a macro's, negated or not.
    @Test(arguments: [
        ("kTarget_Enterprise", "kTarget_Enterprise", false), ("!kTarget_Enterprise", "kTarget_Enterprise", true),
        ("(IS_LITE)", "IS_LITE", false), ("!(kFree)", "kFree", true),
        ("isEnterprise", nil, false), ("kTarget && other", nil, false), ("self.kTarget", nil, false), ("k", nil, false),
    ] as [(String, String?, Bool)])
    func aRunTimeConditionIsAMacroTestOnlyWhenWrittenAsOne(condition: String, name: String?, negated: Bool) {
        let test = FactsCollector.macroTest(condition)
        #expect(test?.name == name)
        if name != nil { #expect(test?.negated == negated) }
    }


    /// A run-time test of a macro the reading decides reads one branch; one it does not decide is
    /// listed with the file's undecided conditions (so each app reads the file with its own).
    @Test func aRunTimeMacroTestIsReadAsTheDefinitionsSay() {
        let source = """
            @implementation HomeViewController
            - (void)openMore {
                if (kHarbor_Enterprise) {
                    [self.navigationController pushViewController:[[TeamListViewController alloc] init] animated:YES];
                } else {
                    [self.navigationController pushViewController:[[ShopViewController alloc] init] animated:YES];
                }
            }
            @end
            """
        func pushed(_ facts: SourceFacts) -> [String] { facts.calls.compactMap(\.presentedClass).sorted() }
        let shared = ObjCSourceReader.read(bytes: Array(source.utf8), relativePath: "Home.m")
        #expect(pushed(shared) == ["ShopViewController", "TeamListViewController"])
        #expect(shared.conditionNames == ["kHarbor_Enterprise"])
        let enterprise = ObjCSourceReader.read(bytes: Array(source.utf8), relativePath: "Home.m", definitions: ["kHarbor_Enterprise": "1"])
        #expect(pushed(enterprise) == ["TeamListViewController"])
        let other = ObjCSourceReader.read(bytes: Array(source.utf8), relativePath: "Home.m", undefined: ["kHarbor_Enterprise"])
        #expect(pushed(other) == ["ShopViewController"])
        #expect(other.conditionNames.isEmpty)
    }
}
