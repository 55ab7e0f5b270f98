#import <UIKit/UIKit.h>

@class LNTheme;

NS_ASSUME_NONNULL_BEGIN

NS_SWIFT_NAME(ThemedNavigationController)
@interface LNThemedNavigationController : UINavigationController <UINavigationControllerDelegate>

@property (nonatomic, strong, nullable) LNTheme *theme;
@property (nonatomic, assign) UIStatusBarStyle fallbackStyle;
@property (nonatomic, assign, getter=isTranslucentBar) BOOL translucentBar;

- (instancetype)initWithRootViewController:(UIViewController *)rootViewController theme:(nullable LNTheme *)theme NS_DESIGNATED_INITIALIZER;

@end

NS_ASSUME_NONNULL_END
