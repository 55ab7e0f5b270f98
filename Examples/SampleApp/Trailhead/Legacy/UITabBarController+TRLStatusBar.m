//
//  UITabBarController+TRLStatusBar.m
//  Trailhead
//

#import "UITabBarController+TRLStatusBar.h"

@implementation UITabBarController (TRLStatusBar)

- (UINavigationController *)trl_selectedNavigationController {
    UIViewController *selected = self.selectedViewController;
    return [selected isKindOfClass:[UINavigationController class]] ? (UINavigationController *)selected : nil;
}

// Trailhead 1.x (iOS 7): let the selected tab choose the status bar.
- (UIViewController *)childViewControllerForStatusBarStyle {
    return self.selectedViewController;
}

@end
