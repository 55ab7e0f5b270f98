//
//  LNAppDelegate.m
//  Lantern
//
//  Info.plist sets UIViewControllerBasedStatusBarAppearance to YES, so the application-level
//  setters below do nothing on iOS 9 and later.
//

#import "LNAppDelegate.h"
#import "LNFeedViewController.h"
#import "LNThemedNavigationController.h"

@implementation LNAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];

    LNFeedViewController *feed = [[LNFeedViewController alloc] initWithNibName:nil bundle:nil];
    LNThemedNavigationController *navigation =
        [[LNThemedNavigationController alloc] initWithRootViewController:feed theme:nil];
    self.window.rootViewController = navigation;
    [self.window makeKeyAndVisible];

    // Old habits: set the style for the whole app.
    [[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleLightContent animated:NO];
    [application setStatusBarHidden:NO withAnimation:UIStatusBarAnimationNone];

#if 0
    [UIApplication sharedApplication].statusBarStyle = UIStatusBarStyleBlackOpaque;
#endif

#ifdef LN_NETWORK_SPINNER
    application.networkActivityIndicatorVisible = YES;
#endif
    return YES;
}

- (void)applicationDidBecomeActive:(UIApplication *)application
{
    NSLog(@"status bar height: %f", [UIApplication sharedApplication].statusBarFrame.size.height);
}

@end
