import ObjCSourceReader
import SourceModel
import Testing

@Suite("Tokenizer and preprocessor")
struct PreprocessorTests {
    private func updates(_ body: String) -> [Int] {
        facts("@implementation A\n- (void)f {\n\(body)\n}\n@end\n").calls.map(\.location.line)
    }

    @Test("#if 0 is skipped, nested blocks and comments included; its #else is read")
    func ifZero() {
        let body = """
            #if 0
            [self setNeedsStatusBarAppearanceUpdate];
            #if DEBUG
            [self setNeedsStatusBarAppearanceUpdate];
            #endif
            /* #endif */
            // #else
            don't mind the apostrophe
            #else
            [self setNeedsStatusBarAppearanceUpdate];
            #endif
            [self setNeedsStatusBarAppearanceUpdate];
            """
        #expect(updates(body) == [12, 14])
    }

    @Test("#ifdef, #ifndef and #if X branches are all read; #if 1 skips its #else; #elif 0 is skipped")
    func branches() {
        let body = """
            #ifdef DEBUG
            [self setNeedsStatusBarAppearanceUpdate];
            #else
            [self setNeedsStatusBarAppearanceUpdate];
            #endif
            #if TARGET_OS_IOS && !TARGET_OS_MACCATALYST
            [self setNeedsStatusBarAppearanceUpdate];
            #elif 0
            [self setNeedsStatusBarAppearanceUpdate];
            #endif
            #if 1
            [self setNeedsStatusBarAppearanceUpdate];
            #elif DEBUG
            [self setNeedsStatusBarAppearanceUpdate];
            #else
            [self setNeedsStatusBarAppearanceUpdate];
            #endif
            #if (0) // never
            [self setNeedsStatusBarAppearanceUpdate];
            #elif FEATURE
            [self setNeedsStatusBarAppearanceUpdate];
            #endif
            """
        #expect(updates(body) == [4, 6, 9, 14, 23])
    }

    @Test("imports, defines with continuations and pragmas are ignored")
    func directiveLines() {
        let read = facts("""
            #import <UIKit/UIKit.h>
            #include "Theme.h"
            #define APPLY_STYLE(vc) \\
                [[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleLightContent]; \\
                [vc setNeedsStatusBarAppearanceUpdate]
            #pragma mark - Style
            @implementation A
            - (void)f { [self setNeedsStatusBarAppearanceUpdate]; }
            @end
            """)
        #expect(read.deprecatedUses.isEmpty)
        #expect(read.calls.map(\.location.line) == [8])
        #expect(read.issues.isEmpty)
    }

    @Test("strings with escapes, adjacent strings and character literals do not hide code")
    func literals() {
        let read = facts(#"""
            @implementation A
            - (void)f {
                NSString *a = @"quote \" and \\";
                NSString *b = @"first " @"second /* not a comment";
                char c = '\'';
                char d = '"';
                [self setNeedsStatusBarAppearanceUpdate]; // done
            }
            @end
            """#)
        #expect(read.calls.map(\.location.line) == [7])
        #expect(read.issues.isEmpty)
    }

    @Test("a byte order mark and CRLF line ends change nothing")
    func byteOrderMarkAndCRLF() throws {
        let text = "@interface A : UIViewController\r\n@end\r\n#if 0\r\n@interface B : UIViewController\r\n@end\r\n#endif\r\n"
        let read = ObjCSourceReader.read(bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8), relativePath: "A.h")
        #expect(read.types.map(\.name) == ["A"])
        #expect(read.types.first?.location == SourceLocation(file: "A.h", line: 1, column: 15))
        #expect(read.issues.isEmpty)
    }

    @Test("line continuations in code and in line comments")
    func continuations() {
        let body = """
            // a comment that goes on \\
            [self setNeedsStatusBarAppearanceUpdate];
            [self \\
            setNeedsStatusBarAppearanceUpdate];
            """
        #expect(updates(body) == [6])
    }

    /// The build settings' macros decide `#ifdef`, `#ifndef`, `defined(…)` and a macro's value; a
    /// macro they do not define leaves every branch read, and is noted.
    @Test("macros the build settings define decide their branches")
    func definedMacros() {
        let source = """
            @implementation A
            - (void)f {
            #ifndef EMBEDDED
            [self setNeedsStatusBarAppearanceUpdate];
            #else
            [self setNeedsStatusBarAppearanceUpdate];
            #endif
            #if defined(EMBEDDED) && !LEGACY
            [self setNeedsStatusBarAppearanceUpdate];
            #endif
            #if LEGACY || (EMBEDDED && BETA)
            [self setNeedsStatusBarAppearanceUpdate];
            #endif
            #undef EMBEDDED
            #ifdef EMBEDDED
            [self setNeedsStatusBarAppearanceUpdate];
            #endif
            #if __IPHONE_OS_VERSION_MIN_REQUIRED >= 130000
            [self setNeedsStatusBarAppearanceUpdate];
            #endif
            }
            @end
            """
        let defined = ObjCSourceReader.read(bytes: Array(source.utf8), relativePath: "A.m",
                                            definitions: ["EMBEDDED": "1", "LEGACY": "0", "BETA": String?.none])
        // Line 4 is the other build's; 12's `BETA` has no known value; 16 follows the `#undef`.
        #expect(defined.calls.map(\.location.line) == [6, 9, 12, 16, 19])
        #expect(defined.conditionNames == ["EMBEDDED", "__IPHONE_OS_VERSION_MIN_REQUIRED"])
        // Macros another app's target defines and this one's does not are undefined for certain:
        // `#ifndef`, `defined(…)` and a bare name are decided: 4, not 6, 9, 12 or 16.
        let undefined = ObjCSourceReader.read(bytes: Array(source.utf8), relativePath: "A.m", undefined: ["EMBEDDED", "LEGACY"])
        #expect(undefined.calls.map(\.location.line) == [4, 19])
        #expect(undefined.conditionNames == ["__IPHONE_OS_VERSION_MIN_REQUIRED"])
        let plain = ObjCSourceReader.read(bytes: Array(source.utf8), relativePath: "A.m")
        #expect(plain.calls.map(\.location.line) == [4, 6, 9, 12, 16, 19])
        #expect(plain.conditionNames == ["BETA", "EMBEDDED", "LEGACY", "__IPHONE_OS_VERSION_MIN_REQUIRED"])
    }

    @Test("the deployment target decides comparisons of __IPHONE_OS_VERSION_MIN_REQUIRED; the SDK's stays undecided")
    func deploymentTargetComparisons() {
        let source = """
            @implementation A
            - (void)f {
            #if __IPHONE_OS_VERSION_MIN_REQUIRED < 80000
            [self setNeedsStatusBarAppearanceUpdate];
            #endif
            #if __IPHONE_OS_VERSION_MIN_REQUIRED >= __IPHONE_9_0
            [self setNeedsStatusBarAppearanceUpdate];
            #endif
            #if __IPHONE_OS_VERSION_MAX_ALLOWED >= 130000
            [self setNeedsStatusBarAppearanceUpdate];
            #endif
            #if defined(LEGACY) && LEGACY_LEVEL > 2
            [self setNeedsStatusBarAppearanceUpdate];
            #endif
            }
            @end
            """
        let read = ObjCSourceReader.read(bytes: Array(source.utf8), relativePath: "A.m",
                                         definitions: ["__IPHONE_OS_VERSION_MIN_REQUIRED": "90000"])
        // Line 4 is an iOS 7 build's; 7 holds from iOS 9; the SDK (10) and LEGACY (13) are not known.
        #expect(read.calls.map(\.location.line) == [7, 10, 13])
        #expect(read.conditionNames == ["LEGACY", "LEGACY_LEVEL", "__IPHONE_OS_VERSION_MAX_ALLOWED"])
        let plain = ObjCSourceReader.read(bytes: Array(source.utf8), relativePath: "A.m")
        #expect(plain.calls.map(\.location.line) == [4, 7, 10, 13])
        #expect(plain.conditionNames.contains("__IPHONE_OS_VERSION_MIN_REQUIRED"))
    }

    @Test("the platform macros of an iPhone build decide their branches; a build setting of the same name wins")
    func platformMacros() {
        let source = """
            @implementation A
            - (void)f {
            #if TARGET_OS_TV
            [self setNeedsStatusBarAppearanceUpdate];
            #else
            [self setNeedsStatusBarAppearanceUpdate];
            #endif
            #if TARGET_OS_IOS && !TARGET_OS_MACCATALYST
            [self setNeedsStatusBarAppearanceUpdate];
            #endif
            #if !TARGET_OS_IPHONE || TARGET_OS_WATCH
            [self setNeedsStatusBarAppearanceUpdate];
            #endif
            #if TARGET_OS_SIMULATOR
            [self setNeedsStatusBarAppearanceUpdate];
            #endif
            }
            @end
            """
        let read = ObjCSourceReader.read(bytes: Array(source.utf8), relativePath: "A.m")
        // Line 4 is tvOS's, 12 another platform's; whether it is a simulator is not known (15).
        #expect(read.calls.map(\.location.line) == [6, 9, 15])
        #expect(read.conditionNames == ["TARGET_OS_SIMULATOR"])
        let tv = ObjCSourceReader.read(bytes: Array(source.utf8), relativePath: "A.m", definitions: ["TARGET_OS_TV": "1"])
        #expect(tv.calls.map(\.location.line) == [4, 9, 15])
    }
}
