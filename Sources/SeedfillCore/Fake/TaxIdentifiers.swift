/// `id.*`: personal and company identifiers with valid check digits.
///
/// - INN (ИНН, Russian taxpayer number): 10 digits for a company, 12 for a person; the first
///   two digits are a region code, the last one or two are weighted sums mod 11 mod 10.
/// - SNILS (СНИЛС, Russian pension insurance number): `###-###-### ##`; the control number is
///   the sum of the nine digits weighted 9…1, taken mod 101 (100 and 101 become 00).
/// - SSN (US): `###-##-####`, area 001–899 but not 666, group 01–99, serial 0001–9999.
enum TaxIdentifiers {
    static let innCompanyWeights = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    static let innPersonWeights11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    static let innPersonWeights12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]

    /// A company INN: region, tax office, five-digit number, check digit.
    static func innCompany(rng: inout SplitMix64) -> String {
        FakeText.make(maxBytes: 10) { text in
            writeINNPrefix(into: &text, rng: &rng)
            for _ in 0..<5 { text.append(randomDigit(&rng)) }
            text.append(innCheck(text, innCompanyWeights))
        }
    }

    /// A person's INN: region, tax office, six-digit number, two check digits.
    static func innPerson(rng: inout SplitMix64) -> String {
        FakeText.make(maxBytes: 12) { text in
            writeINNPrefix(into: &text, rng: &rng)
            for _ in 0..<6 { text.append(randomDigit(&rng)) }
            text.append(innCheck(text, innPersonWeights11))
            text.append(innCheck(text, innPersonWeights12))
        }
    }

    /// A SNILS above 001-001-998 (the first number the checksum applies to): nine digits drawn
    /// one by one, all nine again while their number is not above it.
    static func snils(rng: inout SplitMix64) -> String {
        var number = 0
        repeat {
            number = 0
            for _ in 0..<9 { number = number * 10 + Int(rng.below(10)) }
        } while number <= 1_001_998
        return FakeText.make(maxBytes: 14) { text in
            text.append(number / 1_000_000, width: 3)
            text.append(UInt8(ascii: "-"))
            text.append(number / 1000 % 1000, width: 3)
            text.append(UInt8(ascii: "-"))
            text.append(number % 1000, width: 3)
            text.append(UInt8(ascii: " "))
            text.append(snilsControl(number), width: 2)
        }
    }

    /// A US Social Security number in a valid area, group and serial range.
    static func ssn(rng: inout SplitMix64) -> String {
        var area: Int
        repeat { area = rng.integer(1...899) } while area == 666
        let group = rng.integer(1...99)
        let serial = rng.integer(1...9999)
        return FakeText.make(maxBytes: 11) { text in
            text.append(area, width: 3)
            text.append(UInt8(ascii: "-"))
            text.append(group, width: 2)
            text.append(UInt8(ascii: "-"))
            text.append(serial, width: 4)
        }
    }

    // MARK: - Check digits

    /// One random decimal digit, as an ASCII byte.
    @inline(__always)
    static func randomDigit(_ rng: inout SplitMix64) -> UInt8 {
        UInt8(48 + rng.below(10))
    }

    /// Writes a region code (01–89) and a tax office number (01–50).
    private static func writeINNPrefix(into text: inout FakeText, rng: inout SplitMix64) {
        let region = rng.integer(1...89)
        let office = rng.integer(1...50)
        text.append(region, width: 2)
        text.append(office, width: 2)
    }

    /// The check digit (ASCII) of the digits written so far, weighted by `weights`.
    static func innCheck(_ text: borrowing FakeText, _ weights: [Int]) -> UInt8 {
        var sum = 0
        for (i, w) in weights.enumerated() { sum += Int(text[i] - 48) * w }
        return UInt8(48 + sum % 11 % 10)
    }

    /// The control number of the nine-digit `number`: its digits weighted 9…1, mod 101.
    static func snilsControl(_ number: Int) -> Int {
        var sum = 0
        var rest = number
        for weight in 1...9 {
            sum += rest % 10 * weight
            rest /= 10
        }
        let control = sum % 101
        return control == 100 ? 0 : control
    }
}
