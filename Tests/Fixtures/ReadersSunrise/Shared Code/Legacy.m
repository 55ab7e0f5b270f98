#import <UIKit/UIKit.h>
