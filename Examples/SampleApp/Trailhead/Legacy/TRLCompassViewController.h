//
//  TRLCompassViewController.h
//  Trailhead
//

#import <CoreLocation/CoreLocation.h>
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// The compass of Trailhead 1.x: a dark dial that points to the start of the trail.
@interface TRLCompassViewController : UIViewController

/// The bearing to the start of the trail, in degrees from true north; negative when unknown.
@property (nonatomic, assign) CLLocationDirection targetBearing;

@end

NS_ASSUME_NONNULL_END
