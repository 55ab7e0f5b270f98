#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Forwards the status bar questions to the top controller.
@interface UINavigationController (Style)
@end

NS_ASSUME_NONNULL_END
