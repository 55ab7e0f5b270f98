#import "QYBerthListController.h"

@implementation QYBerthListController

- (UIStatusBarStyle)preferredStatusBarStyle {
    return UIStatusBarStyleDarkContent;
}

@end
