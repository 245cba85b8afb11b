import Testing
@testable import SeedfillCore

@Test func placeholder() { #expect(Suggestions.nearest(to: "birthdate", in: ["birthDate", "gender"]) == "birthDate") }
