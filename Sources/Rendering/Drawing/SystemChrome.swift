import AdaptiveKit
import CPangoCairo
import Foundation

/// The status bar (time and battery) and the home indicator of a device, drawn over the window
/// as a screenshot shows them: the status bar in the label colour of the appearance, or white for
/// `lightContent`, black for `darkContent`; the home indicator in the label colour.
@MainActor
struct SystemChrome {
    let window: UIWindow
    var drawsStatusBar = true
    var statusBarStyle: UIStatusBarStyle = .default

    func draw(in context: CairoContext) {
        let device = window.screen.device
        let orientation = window.screen.interfaceOrientation
        let bounds = window.bounds
        let color = UIColor.label
        let statusColor: UIColor = switch statusBarStyle {
        case .default: color
        case .lightContent: .white
        case .darkContent: .black
        }
        let height = device.shownStatusBarHeight(for: orientation)
        if drawsStatusBar, height > 0 {
            drawStatusBar(in: context, bounds: bounds, height: height, color: statusColor,
                          notched: device.hasSensorHousing, pad: device.idiom == .pad)
        }
        if device.hasHomeIndicator {
            let width: CGFloat = device.idiom == .pad ? 320 : (orientation.isLandscape ? 220 : 134)
            let rect = CGRect(x: (bounds.width - width) / 2, y: bounds.height - 8 - 5, width: width, height: 5)
            context.fill(rect, color, radius: 2.5)
        }
    }

    private func drawStatusBar(in context: CairoContext, bounds: CGRect, height: CGFloat, color: UIColor, notched: Bool, pad: Bool) {
        let font = UIFont.systemFont(ofSize: notched ? 17 : 12, weight: .semibold)
        let textHeight: CGFloat = notched ? 22 : 16
        let y = notched ? max(0, (height - textHeight) / 2 + 2) : (height - textHeight) / 2
        if notched {
            // The time sits left of the notch, the battery right of it.
            context.drawText("9:41", font: font, color: color, in: CGRect(x: 0, y: y, width: bounds.width / 3.2, height: textHeight), alignment: .center)
        } else if pad {
            // iPads since iOS 12 show the time and the date at the left edge (Apple's marketing
            // pictures: "9:41 AM  Tue Jan 9"), not the centred time of home-button iPhones.
            context.drawText("9:41 AM  Tue Jan 9", font: font, color: color, in: CGRect(x: 20, y: y, width: bounds.width / 2, height: textHeight), alignment: .left)
        } else {
            context.drawText("9:41", font: font, color: color, in: CGRect(x: 0, y: y, width: bounds.width, height: textHeight), alignment: .center)
        }
        // Battery: an outline with a full charge and a cap.
        let batteryWidth: CGFloat = 25, batteryHeight: CGFloat = 12
        let right = notched ? bounds.width - bounds.width / 9 : bounds.width - 6
        let battery = CGRect(x: right - batteryWidth, y: y + (textHeight - batteryHeight) / 2, width: batteryWidth, height: batteryHeight)
        context.stroke(battery, color.withAlphaComponent(0.4), width: 1, radius: 3.5)
        context.fill(battery.insetBy(dx: 2, dy: 2), color, radius: 1.5)
        context.fill(CGRect(x: battery.maxX + 1, y: battery.midY - 2, width: 1.5, height: 4), color.withAlphaComponent(0.4), radius: 0.75)
    }
}
