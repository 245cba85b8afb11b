import Foundation
import Testing

/// ``SurveyJSNeverReached``, the real-form tests' account of branches and choices never
/// reached: it explains only what the survey's conditions rule out, never a reachable target.
// Issue 19 (SurveyJS): hidden branches asserted, each one never taken explained.
@Suite struct SurveyJSNeverReachedTests {
    static var survey: [String: Any] {
        [
            "pages": [
                [
                    "name": "p0",
                    "elements": [
                        ["type": "radiogroup", "name": "kind", "choices": ["a", "b"]],
                        ["type": "text", "name": "who", "isRequired": true],
                        ["type": "text", "name": "detail", "visibleIf": "{kind} = 'a'"],
                        ["type": "text", "name": "named", "visibleIf": "{who} notempty"],
                        ["type": "text", "name": "late", "visible": false],
                        [
                            "type": "checkbox", "name": "ticks",
                            "choices": [
                                "x", ["value": "y", "visibleIf": "{ticks} = ['x']"], ["value": "z", "visibleIf": "{ticks} notempty"],
                            ],
                        ],
                    ],
                ],
                [
                    "name": "p1", "visibleIf": "{kind} = 'b'",
                    "elements": [["type": "text", "name": "again", "visibleIf": "{kind} = 'b' or {detail} notempty"]],
                ],
            ]
        ]
    }

    @Test func reachableTargetsAreNotExplainedAway() {
        let never = SurveyJSNeverReached(survey: Self.survey)
        for target in ["p0/2 true", "p0/2 false", "p0/3 true", "p0/5=x", "p0/5=z", "p1 true", "p1 false", "p1/0 true"] {
            #expect(never.reason(target) == nil, "\(target): \(never.reason(target) ?? "")")
        }
    }

    @Test func targetsTheSurveyRulesOutAreExplained() {
        let never = SurveyJSNeverReached(survey: Self.survey)
        // A required question shown with it is never empty.
        #expect(never.reason("p0/3 false")?.hasPrefix("no answers to {who}") == true)
        // A choice hidden by any answer that holds it.
        #expect(never.reason("p0/5=y") != nil)
        // The page's condition already holds what the question's asks.
        #expect(never.reason("p1/0 false") != nil)
        // Hidden for good.
        #expect(never.reason("p0/4=q") == "it is in an element with \"visible\": false")
    }
}
