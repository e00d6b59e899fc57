import Foundation

/// A service the host installs once for the whole process (the text measurer, the image
/// decoders): a lock-protected value readable from any thread, as `UIFont`'s metrics and image
/// loading are not main-actor.
///
/// Each registry (``TextMeasurement``, ``BitmapImageDecoder``, ``VectorImageDecoder``) keeps one
/// of these beside its own `@TaskLocal` override, which Swift requires to be a static property
/// of a concrete type.
final class HostService<Service: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var service: Service

    init(_ service: Service) {
        self.service = service
    }

    /// The installed service.
    var value: Service {
        get { lock.withLock { service } }
        set { lock.withLock { service = newValue } }
    }
}
