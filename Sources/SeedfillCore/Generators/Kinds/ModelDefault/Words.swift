/// Placeholder text for free-text fields no seed entry maps: neutral words within the field's
/// length limits.
enum Words {
    static let list: [String] = [
        "alpha", "amber", "anchor", "apple", "arrow", "autumn", "basil", "beacon", "birch", "bloom",
        "breeze", "brook", "canyon", "cedar", "cloud", "clover", "coral", "cotton", "crystal", "delta",
        "dune", "ember", "falcon", "fern", "field", "forest", "garden", "glacier", "harbor", "hazel",
        "horizon", "island", "ivory", "jasmine", "lagoon", "lantern", "linen", "maple", "meadow", "mist",
        "moss", "north", "oak", "ocean", "olive", "orchid", "pebble", "pine", "prairie", "quartz",
        "raven", "river", "sage", "sierra", "silver", "spruce", "stone", "summit", "thistle", "tide",
        "timber", "valley", "violet", "willow", "winter", "zephyr",
    ]

    /// One to three words joined by spaces, cut or padded to `minLength…maxLength` characters.
    static func text(minLength: Int, maxLength: Int, rng: inout SplitMix64) -> String {
        let high = Swift.max(maxLength, 0)
        let low = Swift.min(Swift.max(minLength, 0), high)
        var words: [String] = []
        let count = 1 + Int(rng.below(3))
        for _ in 0..<count { words.append(list[Int(rng.below(UInt64(list.count)))]) }
        var text = words.joined(separator: " ")
        while text.count < low { text += " " + list[Int(rng.below(UInt64(list.count)))] }
        if text.count > high {
            text = String(text.prefix(high))
            while text.hasSuffix(" ") && text.count > low { text.removeLast() }
            if text.hasSuffix(" ") { text = String(text.dropLast()) + "a" }
        }
        if let first = text.first, text.count > 0 { text = first.uppercased() + text.dropFirst() }
        return text
    }
}
