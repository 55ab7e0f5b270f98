//
//  UITabBarController+TRLStatusBar.h
//  Trailhead
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface UITabBarController (TRLStatusBar)

/// The navigation controller of the selected tab, if the tab has one.
@property (nonatomic, readonly, nullable) UINavigationController *trl_selectedNavigationController;

@end

NS_ASSUME_NONNULL_END
