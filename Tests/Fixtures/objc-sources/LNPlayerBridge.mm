// Objective-C++: the player's C++ engine drives the controller.

#import "LNPlayerViewController.h"

#include <functional>
#include <string>
#include <vector>

namespace ln {
namespace player {

template <typename T>
class Observable {
public:
    void subscribe(std::function<void(const T &)> callback) { callbacks_.push_back(callback); }
    void publish(const T &value) const {
        for (const auto &callback : callbacks_) { callback(value); }
    }
private:
    std::vector<std::function<void(const T &)>> callbacks_;
};

struct State {
    bool playing = false;
    std::string title;
};

} // namespace player
} // namespace ln

@interface LNPlayerViewController () {
    ln::player::Observable<ln::player::State> _state;
}
@property (nonatomic, assign) BOOL playing;
@end

@implementation LNPlayerViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor blackColor];
    __weak LNPlayerViewController *weakSelf = self;
    _state.subscribe([weakSelf](const ln::player::State &state) {
        weakSelf.playing = state.playing;
        [weakSelf setNeedsStatusBarAppearanceUpdate];
    });
    auto isLive = [&](const std::string &title) -> bool { return title.rfind("LIVE", 0) == 0; };
    if (isLive(std::string("LIVE"))) {
        self.modalPresentationCapturesStatusBarAppearance = YES;
    }
}

- (BOOL)prefersStatusBarHidden
{
    return self.playing;
}

- (UIStatusBarStyle)preferredStatusBarStyle
{
    return UIStatusBarStyleLightContent;
}

@end
