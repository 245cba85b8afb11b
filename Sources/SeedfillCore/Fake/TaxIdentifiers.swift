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
        var d = innPrefix(rng: &rng) + rng.digits(5)
        d.append(innCheck(d, innCompanyWeights))
        return d.digitString
    }

    /// A person's INN: region, tax office, six-digit number, two check digits.
    static func innPerson(rng: inout SplitMix64) -> String {
        var d = innPrefix(rng: &rng) + rng.digits(6)
        d.append(innCheck(d, innPersonWeights11))
        d.append(innCheck(d, innPersonWeights12))
        return d.digitString
    }

    /// A SNILS above 001-001-998 (the first number the checksum applies to).
    static func snils(rng: inout SplitMix64) -> String {
        var d: [Int]
        repeat { d = rng.digits(9) } while d.digitString <= "001001998"
        let n = d.digitString
        let control = zeroPadded(snilsControl(d), width: 2)
        return "\(n.prefix(3))-\(n.dropFirst(3).prefix(3))-\(n.suffix(3)) \(control)"
    }

    /// A US Social Security number in a valid area, group and serial range.
    static func ssn(rng: inout SplitMix64) -> String {
        var area: Int
        repeat { area = rng.integer(1...899) } while area == 666
        let group = rng.integer(1...99)
        let serial = rng.integer(1...9999)
        return "\(zeroPadded(area, width: 3))-\(zeroPadded(group, width: 2))-\(zeroPadded(serial, width: 4))"
    }

    // MARK: - Check digits

    /// A region code (01–89) and a tax office number (01–50).
    private static func innPrefix(rng: inout SplitMix64) -> [Int] {
        let region = rng.integer(1...89)
        let office = rng.integer(1...50)
        return [region / 10, region % 10, office / 10, office % 10]
    }

    static func innCheck(_ digits: [Int], _ weights: [Int]) -> Int {
        var sum = 0
        for (d, w) in zip(digits, weights) { sum += d * w }
        return sum % 11 % 10
    }

    static func snilsControl(_ digits: [Int]) -> Int {
        var sum = 0
        for (i, d) in digits.enumerated() { sum += d * (9 - i) }
        let control = sum % 101
        return control == 100 ? 0 : control
    }
}
