//
//  Trailhead-Bridging-Header.h
//  Trailhead
//
//  The Objective-C part of Trailhead (the compass of 1.x) as Swift sees it.
//

#import "TRLTrailNavigationController.h"
#import "TRLCompassViewController.h"
#import "UITabBarController+TRLStatusBar.h"
