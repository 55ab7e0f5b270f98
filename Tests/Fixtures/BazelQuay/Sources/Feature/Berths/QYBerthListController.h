#import <UIKit/UIKit.h>

@interface QYBerthListController : UITableViewController
@end
