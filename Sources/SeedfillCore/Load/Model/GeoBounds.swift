/// The bounds of a `geopoint` field's four numbers (`"bounds": { "latitude": [51.28, 51.69] }`),
/// each inclusive; a part the model leaves out keeps its default.
struct GeoBounds: Sendable, Hashable {
    /// One part of a geopoint: its name in the model and in messages, its default range, and
    /// the digits after the point it is generated with.
    enum Part: Int, Sendable, CaseIterable {
        case latitude, longitude, altitude, accuracy

        /// The key of `bounds` that sets it.
        var name: String { String(describing: self) }

        /// The range the part takes when the model sets none; latitude and longitude are also
        /// the limits a model's own range must stay within.
        var defaultRange: ClosedRange<Double> {
            switch self {
            case .latitude: -90...90
            case .longitude: -180...180
            case .altitude: 0...9000
            case .accuracy: 0...100
            }
        }

        /// Digits after the point of a drawn value: 6 for degrees (about 10 cm), 1 for metres.
        var scale: Int { self == .latitude || self == .longitude ? 6 : 1 }
    }

    /// The ranges by ``Part`` (its raw value).
    var ranges: [ClosedRange<Double>] = Part.allCases.map(\.defaultRange)

    /// The defaults for every part.
    static let standard = GeoBounds()

    /// The range of `part`.
    subscript(part: Part) -> ClosedRange<Double> {
        get { ranges[part.rawValue] }
        set { ranges[part.rawValue] = newValue }
    }

    /// A bound as a message shows it: `90`, `51.28`.
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
