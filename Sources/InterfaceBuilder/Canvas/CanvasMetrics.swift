import AdaptiveKit
import Foundation

/// Sizes of Xcode's canvas a scene is drawn on.
extension IBSceneLayout {
    /// A controller's simulated freeform size (`<size key="freeformSize">`, the inspector's
    /// "Simulated Size: Freeform").
    static func freeformSize(of controller: IBObject) -> CGSize? {
        guard let element = controller.simulatedMetrics.first(where: { $0.name == "size" && $0.key == "freeformSize" }),
              let width = element["width"].flatMap(Double.init), let height = element["height"].flatMap(Double.init) else { return nil }
        return CGSize(width: width, height: height)
    }

    /// The size of the document's canvas device in the document's orientation.
    static func canvasSize(of document: IBDocument) -> CGSize? {
        guard let id = document.device?.id, let device = Device.models(withInterfaceBuilderID: id).first else { return nil }
        return device.size(for: document.device?.orientation == "landscape" ? .landscapeLeft : .portrait)
    }
}
