import Foundation
import SeedfillCore
import Testing

/// Records decoded into an app's own `Codable` types (issue 15, item 6).
@Suite struct DecodeTests {
    /// The vehicle questionnaire as an app would declare it (photos left out: decoders skip
    /// keys a type does not name).
    struct Vehicle: Codable, Equatable {
        struct Car: Codable, Equatable {
            var make, carModel, bodyType: String
            var year, enginePower: Int
            var enginePowerKw: Decimal
            var vin, color: String
            var hasRegNumber: Bool
            var regNumber: String?
            var documentType, documentNumber, documentDate: String
            var antiTheft: [String]
        }
        struct Usage: Codable, Equatable {
            var purpose: String
            var hasTrailer: Bool?
            var mileage: Int
        }
        struct Taxi: Codable, Equatable {
            var permitNumber, permitValidUntil: String
        }
        var car: Car
        var usage: Usage
        var taxi: Taxi?
    }

    @Test func decodedRecordsHoldTheRecordsValuesAndRoundTrip() throws {
        let vehicles = try SeedfillProject(directory: examplesURL).compile(seed: "vehicle")
        var taxis = 0
        for index in 0..<vehicles.count {
            let vehicle = try vehicles.decode(Vehicle.self, record: index)
            let record = try vehicles.record(index)
            let car = try #require(record["car"])
            #expect(vehicle.car.make == car["make"]?.stringValue)
            #expect(vehicle.car.year == car["year"]?.intValue)
            #expect(vehicle.car.enginePowerKw == car["enginePowerKw"]?.decimalValue)
            #expect(vehicle.car.hasRegNumber == car["hasRegNumber"]?.boolValue)
            #expect(vehicle.car.regNumber == car["regNumber"]?.stringValue)
            #expect(vehicle.car.regNumber != nil || !vehicle.car.hasRegNumber)
            #expect(vehicle.car.antiTheft == car["antiTheft"]?.arrayValue?.compactMap(\.stringValue))
            #expect(vehicle.usage.mileage == record["usage"]?["mileage"]?.intValue)
            #expect((vehicle.taxi == nil) == (record["taxi"] == nil))
            #expect((vehicle.taxi != nil) == (vehicle.usage.purpose == "taxi"))
            if vehicle.taxi != nil { taxis += 1 }
            let again = try JSONDecoder().decode(Vehicle.self, from: JSONEncoder().encode(vehicle))
            #expect(again == vehicle)
        }
        // The hidden-section branch really ran.
        #expect(taxis > 0 && taxis < vehicles.count)
    }

    @Test func aTypeThatDoesNotFitThrowsTheDecodersError() throws {
        struct Wrong: Decodable { var car: Int }
        let vehicles = try SeedfillProject(directory: examplesURL).compile(seed: "vehicle")
        #expect(throws: DecodingError.self) { try vehicles.decode(Wrong.self, record: 0) }
    }
}
