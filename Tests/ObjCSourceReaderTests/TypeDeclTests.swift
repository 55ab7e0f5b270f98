import ObjCSourceReader
import SourceModel
import Testing

@Suite("Interfaces, categories, properties")
struct TypeDeclTests {
    @Test("an interface with superclass, protocols and properties")
    func interface() throws {
        let read = facts("""
            NS_ASSUME_NONNULL_BEGIN

            @interface PlayerViewController : UIViewController <UITableViewDelegate, PlayerDelegate>
            {
                BOOL _legacy;
            }
            @property (nonatomic) UIStatusBarStyle barStyleValue;
            @property (nonatomic, strong, nullable) IBOutlet UIView *controlsView;
            @property (nonatomic, readonly, getter=isPlaying) BOOL playing NS_SWIFT_NAME(isPlaying);
            @property (nonatomic, copy) void (^onClose)(BOOL animated);
            @property (nonatomic, strong) NSArray<UIViewController *> *pages API_AVAILABLE(ios(13.0));
            @property (class, nonatomic, readonly) PlayerViewController *sharedPlayer;
            - (void)play NS_SWIFT_NAME(start());
            @end

            NS_ASSUME_NONNULL_END
            """, path: "Sources/PlayerViewController.h")
        let type = try #require(read.types.first)
        #expect(read.types.count == 1)
        #expect(type.name == "PlayerViewController")
        #expect(type.kind == .class)
        #expect(type.superclass == "UIViewController")
        #expect(type.conformances == ["UITableViewDelegate", "PlayerDelegate"])
        #expect(type.location == SourceLocation(file: "Sources/PlayerViewController.h", line: 3, column: 12))
        // Properties, then instance variables named as answers and assignments name them.
        #expect(type.properties.map(\.name) == ["barStyleValue", "controlsView", "playing", "onClose", "pages", "legacy"])
        #expect(type.properties.map(\.declaredType) == ["UIStatusBarStyle", "UIView", "BOOL", "block", "NSArray<UIViewController *>", "BOOL"])
        #expect(type.properties.map(\.isConstant) == [false, false, true, false, false, false])
        #expect(type.properties.last?.location == SourceLocation(file: "Sources/PlayerViewController.h", line: 5, column: 10))
        #expect(type.properties.first?.location == SourceLocation(file: "Sources/PlayerViewController.h", line: 7, column: 40))
        #expect(read.issues.isEmpty)
    }

    @Test("instance variables of an implementation are stored state of its class")
    func implementationInstanceVariables() throws {
        // The interface in the same file receives the implementation's instance variables; a
        // property of the same name (its backing `_name`) is not repeated.
        let same = facts("""
            @interface GalleryViewController : UIViewController
            @property (nonatomic) BOOL fullScreen;
            @end

            @implementation GalleryViewController {
                BOOL _immersive;
                BOOL _fullScreen;
                UIStatusBarStyle barStyle;
            }
            - (BOOL)prefersStatusBarHidden { return _immersive; }
            @end
            """)
        let gallery = try #require(read(same, "GalleryViewController"))
        #expect(same.types.count == 1)
        #expect(gallery.properties.map(\.name) == ["fullScreen", "immersive", "barStyle"])
        #expect(gallery.properties.map(\.declaredType) == ["BOOL", "BOOL", "UIStatusBarStyle"])
        #expect(gallery.properties[1].location == SourceLocation(file: "Sources/Test.m", line: 6, column: 10))
        // The interface in a header: the implementation's declaration holds them.
        let alone = facts("""
            #import "PlayerViewController.h"

            @implementation PlayerViewController {
                BOOL _controlsHidden;
            }
            @end
            """)
        let player = try #require(read(alone, "PlayerViewController"))
        #expect(player.kind == .extension)
        #expect(player.properties.map(\.name) == ["controlsHidden"])
        #expect(player.property(named: "controlsHidden")?.isConstant == false)
    }

    @Test("instance variables of a class extension in a header, its braces right after '()'")
    func classExtensionInstanceVariables() throws {
        // (The `()` before the brace had been taken for a C function's parameters, and the
        // instance variables for its body.)
        let read = facts("""
            @interface SlideshowViewController () {
                NSUInteger _pageCount;
                UIBarButtonItem *_previousButton, *_nextButton;
                BOOL _chromeHidden;
            }
            @property (nonatomic, strong) UIActivityViewController *shareSheet;
            @end
            """, path: "Sources/SlideshowViewControllerPrivate.h")
        let slideshow = try #require(self.read(read, "SlideshowViewController"))
        #expect(slideshow.kind == .extension)
        #expect(slideshow.properties.map(\.name) == ["shareSheet", "pageCount", "previousButton", "nextButton", "chromeHidden"])
        #expect(slideshow.property(named: "chromeHidden")?.declaredType == "BOOL")
        #expect(read.issues.isEmpty)
    }

    private func read(_ facts: SourceFacts, _ name: String) -> TypeDecl? { facts.types.first { $0.name == name } }

    @Test("class extensions, categories, protocols, aliases, enums, runtime names")
    func kinds() {
        let read = facts("""
            @class Theme;
            @protocol Themed;
            @protocol Themed <NSObject>
            @property (nonatomic, readonly) UIStatusBarStyle themedStyle;
            @end
            @interface FeedViewController ()
            @property (nonatomic, assign) BOOL isDark;
            @end
            @interface UINavigationController (Style) <Themed>
            @end
            __attribute__((objc_runtime_name("XYZLegacyNavigationController")))
            @interface LegacyNavigationController : UINavigationController
            @end
            @compatibility_alias ThemedNav LegacyNavigationController;
            typedef NS_ENUM(NSInteger, PlayerMode) {
                PlayerModeInline,
                PlayerModeFullScreen,
            };
            @interface Box<__covariant ObjectType> : NSObject
            @end
            @implementation FeedViewController
            @end
            @implementation OldStyleController : UIViewController
            @end
            @implementation UIViewController (StatusBar)
            @end
            """)
        #expect(read.types.map(\.name) == [
            "Themed", "FeedViewController", "UINavigationController", "LegacyNavigationController", "ThemedNav",
            "PlayerMode", "Box", "OldStyleController", "UIViewController",
        ])
        #expect(read.types.map(\.kind) == [
            .protocol, .extension, .extension, .class, .class, .enum, .class, .class, .extension,
        ])
        #expect(read.types.map(\.categoryName) == [nil, nil, "Style", nil, nil, nil, nil, nil, "StatusBar"])
        #expect(read.types[0].properties.map(\.name) == ["themedStyle"])
        #expect(read.types[1].properties.map(\.name) == ["isDark"])
        #expect(read.types[2].conformances == ["Themed"])
        #expect(read.types[3].objcName == "XYZLegacyNavigationController")
        #expect(read.types[4].superclass == "LegacyNavigationController")
        #expect(read.types[6].superclass == "NSObject")
        #expect(read.types[6].conformances.isEmpty)
        #expect(read.types[7].superclass == "UIViewController")
        #expect(read.issues.isEmpty)
    }

    @Test("an implementation with the interface in the same file adds no declaration")
    func interfaceAndImplementation() {
        let read = facts("""
            @interface SettingsViewController : UITableViewController
            @end
            @implementation SettingsViewController
            - (BOOL)prefersStatusBarHidden { return NO; }
            @end
            """)
        #expect(read.types.map(\.name) == ["SettingsViewController"])
        #expect(read.types.map(\.kind) == [.class])
        #expect(read.overrides.map(\.typeName) == ["SettingsViewController"])
    }

    @Test("a custom setter that updates the bar marks its property")
    func setterUpdatesAppearance() throws {
        let read = facts("""
            @interface ReaderViewController ()
            @property (nonatomic) UIStatusBarStyle statusBarStyle;
            @property (nonatomic) BOOL large;
            @end
            @implementation ReaderViewController
            - (void)setStatusBarStyle:(UIStatusBarStyle)statusBarStyle {
                _statusBarStyle = statusBarStyle;
                [UIView animateWithDuration:0.3 animations:^{
                    [self setNeedsStatusBarAppearanceUpdate];
                }];
            }
            - (void)setLarge:(BOOL)large { _large = large; }
            - (void)setDimmed:(BOOL)dimmed {
                _dimmed = dimmed;
                [self setNeedsStatusBarAppearanceUpdate];
            }
            @end
            """)
        let extensionDecl = try #require(read.types.first)
        #expect(extensionDecl.property(named: "statusBarStyle")?.didSetUpdatesAppearance == true)
        #expect(extensionDecl.property(named: "large")?.didSetUpdatesAppearance == false)
        // Declared in a header this file cannot see: added with the setter's location.
        let dimmed = try #require(extensionDecl.property(named: "dimmed"))
        #expect(dimmed.didSetUpdatesAppearance)
        #expect(dimmed.declaredType == "BOOL")
        #expect(dimmed.location.line == 13)
    }
}

@Suite("Renamed getters")
struct RenamedGetterTests {
    @Test("an answer that reads a renamed getter reads the property")
    func getterReadsTheProperty() throws {
        let read = facts("""
            @interface VideoViewController : UIViewController
            @property (nonatomic, getter=isImmersive) BOOL immersive;
            @property (nonatomic, readonly, getter = isLocked) BOOL locked;
            @end

            @implementation VideoViewController
            - (BOOL)prefersStatusBarHidden { return self.isImmersive; }
            - (UIStatusBarStyle)preferredStatusBarStyle {
                return [self isImmersive] || self.isLocked ? UIStatusBarStyleLightContent : UIStatusBarStyleDarkContent;
            }
            - (void)tap { self.immersive = !self.immersive; }
            @end
            """)
        let hidden = try #require(read.overrides.first { $0.member == .prefersStatusBarHidden })
        #expect(hidden.answer == .storedProperty(name: "immersive"))
        let style = try #require(read.overrides.first { $0.member == .preferredStatusBarStyle })
        #expect(style.answer.namesRead == ["immersive", "locked"])
        // The assignment to the property is kept: an answer reads it.
        #expect(read.assignments.contains { $0.property == .stored("immersive") && $0.controller == "self" })
    }
}
