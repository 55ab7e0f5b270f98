/// The care guide's tips, each made with the page it opens (the guide's sheet shows `tip.page`).
extension CareTip {
    static let all: [CareTip] = [.watering, .repotting]

    static var watering: CareTip {
        CareTip(id: "watering", title: "Watering") {
            WateringTipView()
        }
    }

    static var repotting: CareTip {
        CareTip(id: "repotting", title: "Repotting") {
            RepottingTipView()
        }
    }
}
