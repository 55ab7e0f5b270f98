//
//  TRLTrailNavigationController.m
//  Trailhead
//

#import "TRLTrailNavigationController.h"

@implementation TRLTrailNavigationController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self applyHairline];
}

- (void)setShowsHairline:(BOOL)showsHairline {
    _showsHairline = showsHairline;
    if (self.isViewLoaded) {
        [self applyHairline];
    }
}

- (void)applyHairline {
    UINavigationBarAppearance *appearance = [self.navigationBar.standardAppearance copy];
    appearance.shadowColor = self.showsHairline ? [UIColor separatorColor] : [UIColor clearColor];
    self.navigationBar.standardAppearance = appearance;
    self.navigationBar.scrollEdgeAppearance = appearance;
}

#pragma mark - Status bar

// The screen on top decides: the compass asks for light content over its dark dial.
- (UIViewController *)childViewControllerForStatusBarStyle {
    return self.topViewController;
}

- (UIViewController *)childViewControllerForStatusBarHidden {
    return self.topViewController;
}

@end
