#import "LNThemedNavigationController.h"
#import "LNTheme.h"

static NSString *const LNThemeDidChangeNotification = @"LNThemeDidChangeNotification";

@interface LNThemedNavigationController ()
@property (nonatomic, assign) BOOL transitioning;
@end

@implementation LNThemedNavigationController

- (instancetype)initWithRootViewController:(UIViewController *)rootViewController theme:(LNTheme *)theme
{
    self = [super initWithRootViewController:rootViewController];
    if (self) {
        _theme = theme;
        _fallbackStyle = UIStatusBarStyleDefault;
    }
    return self;
}

- (void)viewDidLoad
{
    [super viewDidLoad];
    self.delegate = self;
    self.navigationBar.barStyle = self.theme.isDark ? UIBarStyleBlack : UIBarStyleDefault;
    self.navigationBar.barTintColor = [UIColor colorWithRed:0.07 green:0.07 blue:0.09 alpha:1.0];
    self.view.backgroundColor = [UIColor systemBackgroundColor];

    __weak typeof(self) weakSelf = self;
    [[NSNotificationCenter defaultCenter] addObserverForName:LNThemeDidChangeNotification
                                                      object:nil
                                                       queue:[NSOperationQueue mainQueue]
                                                  usingBlock:^(NSNotification * _Nonnull note) {
        [weakSelf setNeedsStatusBarAppearanceUpdate];
    }];
}

#pragma mark - Status bar

- (UIStatusBarStyle)preferredStatusBarStyle
{
    UIViewController *top = self.topViewController;
    if (top == nil) {
        return UIStatusBarStyleLightContent;
    }
    return [top preferredStatusBarStyle];
}

- (BOOL)prefersStatusBarHidden
{
    return self.topViewController ? self.topViewController.prefersStatusBarHidden : NO;
}

- (UIStatusBarAnimation)preferredStatusBarUpdateAnimation
{
    return UIStatusBarAnimationFade;
}

#pragma mark - UINavigationControllerDelegate

- (void)navigationController:(UINavigationController *)navigationController
      willShowViewController:(UIViewController *)viewController
                    animated:(BOOL)animated
{
    BOOL hidesBar = [viewController respondsToSelector:@selector(prefersNavigationBarHidden)];
    [self setNavigationBarHidden:hidesBar animated:animated];
}

@end
