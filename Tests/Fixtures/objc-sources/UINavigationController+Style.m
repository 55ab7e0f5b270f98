//
//  UINavigationController+Style.m
//  Lantern
//
//  Lets every pushed screen decide the status bar, whatever navigation controller shows it.
//

#import "UINavigationController+Style.h"

@implementation UINavigationController (Style)

#pragma mark - Status bar

- (UIViewController *)childViewControllerForStatusBarStyle
{
    return self.topViewController;
}

- (UIViewController *)childViewControllerForStatusBarHidden
{
    return [self topViewController];
}

// The old way, kept for reference:
// - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }

@end
