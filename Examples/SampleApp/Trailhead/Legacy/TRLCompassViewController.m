//
//  TRLCompassViewController.m
//  Trailhead
//

#import "TRLCompassViewController.h"

/// Analytics event names. The second names the old API on purpose, to count who still needs it.
static NSString * const TRLCompassOpenedEvent = @"compass.opened";
static NSString * const TRLCompassCalibrationEvent = @"compass.calibration [UIApplication setStatusBarHidden:withAnimation:]";

@interface TRLCompassViewController () <CLLocationManagerDelegate>

@property (nonatomic, strong) CLLocationManager *locationManager;
@property (nonatomic, weak) IBOutlet UIImageView *dialView;
@property (nonatomic, weak) IBOutlet UILabel *headingLabel;

@end

@implementation TRLCompassViewController

- (instancetype)initWithCoder:(NSCoder *)coder {
    self = [super initWithCoder:coder];
    if (self) {
        _targetBearing = -1;
    }
    return self;
}

#pragma mark - Life cycle

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = NSLocalizedString(@"Compass", @"Compass screen title");
    self.locationManager = [[CLLocationManager alloc] init];
    self.locationManager.delegate = self;
    self.locationManager.headingFilter = 2.0;
    NSLog(@"[analytics] %@", TRLCompassOpenedEvent);
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self.locationManager startUpdatingHeading];
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [self.locationManager stopUpdatingHeading];
}

#pragma mark - Status bar

// The dial is near-black in both appearances: white glyphs.
- (UIStatusBarStyle)preferredStatusBarStyle {
    return UIStatusBarStyleLightContent;
}

#pragma mark - Calibration

- (IBAction)calibrate:(id)sender {
    // The user waves the phone in a figure eight: the dial takes the whole screen meanwhile.
    [[UIApplication sharedApplication] setStatusBarHidden:YES withAnimation:UIStatusBarAnimationFade];
    [self.navigationController setNavigationBarHidden:YES animated:YES];
    NSLog(@"[analytics] %@", TRLCompassCalibrationEvent);
}

- (void)calibrationDidFinish {
    [self.navigationController setNavigationBarHidden:NO animated:YES];
    // Showing the bar again never worked either:
    // [[UIApplication sharedApplication] setStatusBarHidden:NO withAnimation:UIStatusBarAnimationFade];
}

#pragma mark - CLLocationManagerDelegate

- (void)locationManager:(CLLocationManager *)manager didUpdateHeading:(CLHeading *)newHeading {
    CLLocationDirection heading = newHeading.trueHeading >= 0 ? newHeading.trueHeading : newHeading.magneticHeading;
    CLLocationDirection pointer = self.targetBearing >= 0 ? self.targetBearing - heading : -heading;
    self.dialView.transform = CGAffineTransformMakeRotation(pointer * M_PI / 180.0);
    self.headingLabel.text = [NSString stringWithFormat:@"%.0f", heading];
}

- (BOOL)locationManagerShouldDisplayHeadingCalibration:(CLLocationManager *)manager {
    return NO;
}

#if 0
/* The white dial of Trailhead 1.0, before the night theme:
   - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleDefault; } */
- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [UIApplication sharedApplication].statusBarStyle = UIStatusBarStyleDefault;
}
#endif

@end
