//
//  TRLTrailNavigationController.h
//  Trailhead
//
//  The navigation controller of Trailhead 1.x, kept for the compass.
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// A navigation controller whose top screen chooses the status bar.
@interface TRLTrailNavigationController : UINavigationController

/// Whether the bar draws a hairline under itself. The compass's flat header has none.
@property (nonatomic, assign) BOOL showsHairline;

@end

NS_ASSUME_NONNULL_END
