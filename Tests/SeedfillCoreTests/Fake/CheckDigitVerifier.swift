/// Check-digit rules written again for the tests, from the standards and independently of the
/// generators (different code paths: tables instead of arithmetic, string long division instead
/// of a running remainder), so a shared mistake cannot make both agree.
enum CheckDigitVerifier {
    /// ISO 3779 / 49 CFR 565: 17 characters, no I O Q, position 9 = weighted sum mod 11 (X = 10).
    static func isValidVIN(_ vin: String) -> Bool {
        let values: [Character: Int] = [
            "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8,
            "J": 1, "K": 2, "L": 3, "M": 4, "N": 5, "P": 7, "R": 9,
            "S": 2, "T": 3, "U": 4, "V": 5, "W": 6, "X": 7, "Y": 8, "Z": 9,
            "0": 0, "1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9,
        ]
        let weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
        let chars = Array(vin)
        guard chars.count == 17 else { return false }
        var total = 0
        for (position, c) in chars.enumerated() {
            guard let value = values[c] else { return false }
            total += value * weights[position]
        }
        let remainder = total % 11
        let expected: Character = remainder == 10 ? "X" : Character(String(remainder))
        return chars[8] == expected
    }

    /// Russian INN: 10 digits (one check digit) or 12 digits (two), coefficients from the
    /// Federal Tax Service's rules.
    static func isValidINN(_ inn: String) -> Bool {
        let d = inn.compactMap { $0.wholeNumberValue }
        guard d.count == inn.count else { return false }
        func control(_ coefficients: [Int]) -> Int {
            var s = 0
            for i in 0..<coefficients.count { s += coefficients[i] * d[i] }
            return (s % 11) % 10
        }
        switch d.count {
        case 10:
            return control([2, 4, 10, 3, 5, 9, 4, 6, 8]) == d[9]
        case 12:
            return control([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) == d[10]
                && control([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) == d[11]
        default:
            return false
        }
    }

    /// SNILS `XXX-XXX-XXX YY`: sum of digit × (10 − position); under 100 it is the control
    /// number, 100 and 101 give 00, above that take the remainder mod 101 (and 100 → 00).
    static func isValidSNILS(_ snils: String) -> Bool {
        let parts = snils.split(whereSeparator: { $0 == "-" || $0 == " " })
        guard parts.count == 4, parts[0].count == 3, parts[1].count == 3, parts[2].count == 3, parts[3].count == 2 else { return false }
        let digits = (parts[0] + parts[1] + parts[2]).compactMap { $0.wholeNumberValue }
        guard digits.count == 9, let control = Int(parts[3]) else { return false }
        var sum = 0
        for (i, digit) in digits.enumerated() { sum += digit * (9 - i) }
        var expected: Int
        if sum < 100 {
            expected = sum
        } else if sum <= 101 {
            expected = 0
        } else {
            expected = sum % 101
            if expected == 100 { expected = 0 }
        }
        return control == expected
    }

    /// ISO 13616: move the first four characters to the end, letters to 10…35, and the whole
    /// number mod 97 must be 1. The division is done on the decimal string, digit by digit.
    static func isValidIBAN(_ iban: String) -> Bool {
        guard iban.count >= 15, iban.allSatisfy({ $0.isASCII && ($0.isNumber || $0.isUppercase) }) else { return false }
        let rearranged = iban.dropFirst(4) + iban.prefix(4)
        var number = ""
        for c in rearranged {
            if let digit = c.wholeNumberValue {
                number += String(digit)
            } else if let ascii = c.asciiValue {
                number += String(Int(ascii) - 55)
            }
        }
        return longDivisionRemainder(number, by: 97) == 1
    }

    /// The remainder of a decimal number written as a string, by schoolbook long division.
    static func longDivisionRemainder(_ number: String, by divisor: Int) -> Int {
        var quotient = ""
        var carry = 0
        for c in number {
            guard let digit = c.wholeNumberValue else { return -1 }
            let current = carry * 10 + digit
            quotient += String(current / divisor)
            carry = current % divisor
        }
        return carry
    }

    /// Luhn (ISO/IEC 7812): from the right, double every second digit, subtract 9 from
    /// results above 9; the total must end in 0.
    static func passesLuhn(_ number: String) -> Bool {
        let digits = number.compactMap { $0.wholeNumberValue }
        guard digits.count == number.count, digits.count >= 12 else { return false }
        var total = 0
        let parity = digits.count % 2
        for (i, digit) in digits.enumerated() {
            if i % 2 == parity {
                let doubled = digit * 2
                total += doubled / 10 + doubled % 10
            } else {
                total += digit
            }
        }
        return total % 10 == 0
    }
}
