extension EnglishData {
    /// The fifty states with their postal abbreviations.
    static let states: [(name: String, code: String)] = [
        ("Alabama", "AL"), ("Alaska", "AK"), ("Arizona", "AZ"), ("Arkansas", "AR"), ("California", "CA"),
        ("Colorado", "CO"), ("Connecticut", "CT"), ("Delaware", "DE"), ("Florida", "FL"), ("Georgia", "GA"),
        ("Hawaii", "HI"), ("Idaho", "ID"), ("Illinois", "IL"), ("Indiana", "IN"), ("Iowa", "IA"),
        ("Kansas", "KS"), ("Kentucky", "KY"), ("Louisiana", "LA"), ("Maine", "ME"), ("Maryland", "MD"),
        ("Massachusetts", "MA"), ("Michigan", "MI"), ("Minnesota", "MN"), ("Mississippi", "MS"), ("Missouri", "MO"),
        ("Montana", "MT"), ("Nebraska", "NE"), ("Nevada", "NV"), ("New Hampshire", "NH"), ("New Jersey", "NJ"),
        ("New Mexico", "NM"), ("New York", "NY"), ("North Carolina", "NC"), ("North Dakota", "ND"), ("Ohio", "OH"),
        ("Oklahoma", "OK"), ("Oregon", "OR"), ("Pennsylvania", "PA"), ("Rhode Island", "RI"), ("South Carolina", "SC"),
        ("South Dakota", "SD"), ("Tennessee", "TN"), ("Texas", "TX"), ("Utah", "UT"), ("Vermont", "VT"),
        ("Virginia", "VA"), ("Washington", "WA"), ("West Virginia", "WV"), ("Wisconsin", "WI"), ("Wyoming", "WY"),
    ]

    /// Cities with their state's abbreviation and the first three digits of their ZIP codes.
    static let cities: [FakeCity] = [
        FakeCity("New York", "NY", 100...104), FakeCity("Los Angeles", "CA", 900), FakeCity("Chicago", "IL", 606),
        FakeCity("Houston", "TX", 770), FakeCity("Phoenix", "AZ", 850), FakeCity("Philadelphia", "PA", 191),
        FakeCity("San Antonio", "TX", 782), FakeCity("San Diego", "CA", 921), FakeCity("Dallas", "TX", 752),
        FakeCity("Austin", "TX", 787), FakeCity("Jacksonville", "FL", 322), FakeCity("Fort Worth", "TX", 761),
        FakeCity("San Jose", "CA", 951), FakeCity("Columbus", "OH", 432), FakeCity("Charlotte", "NC", 282),
        FakeCity("Indianapolis", "IN", 462), FakeCity("San Francisco", "CA", 941), FakeCity("Seattle", "WA", 981),
        FakeCity("Denver", "CO", 802), FakeCity("Oklahoma City", "OK", 731), FakeCity("Nashville", "TN", 372),
        FakeCity("Washington", "DC", 200), FakeCity("El Paso", "TX", 799), FakeCity("Las Vegas", "NV", 891),
        FakeCity("Boston", "MA", 021), FakeCity("Detroit", "MI", 482), FakeCity("Portland", "OR", 972),
        FakeCity("Louisville", "KY", 402), FakeCity("Memphis", "TN", 381), FakeCity("Baltimore", "MD", 212),
        FakeCity("Milwaukee", "WI", 532), FakeCity("Albuquerque", "NM", 871), FakeCity("Tucson", "AZ", 857),
        FakeCity("Fresno", "CA", 937), FakeCity("Sacramento", "CA", 958), FakeCity("Mesa", "AZ", 852),
        FakeCity("Kansas City", "MO", 641), FakeCity("Atlanta", "GA", 303), FakeCity("Omaha", "NE", 681),
        FakeCity("Colorado Springs", "CO", 809), FakeCity("Raleigh", "NC", 276), FakeCity("Long Beach", "CA", 908),
        FakeCity("Virginia Beach", "VA", 234), FakeCity("Miami", "FL", 331), FakeCity("Oakland", "CA", 946),
        FakeCity("Minneapolis", "MN", 554), FakeCity("Tulsa", "OK", 741), FakeCity("Bakersfield", "CA", 933),
        FakeCity("Wichita", "KS", 672), FakeCity("Arlington", "TX", 760), FakeCity("Aurora", "CO", 800),
        FakeCity("Tampa", "FL", 336), FakeCity("New Orleans", "LA", 701), FakeCity("Cleveland", "OH", 441),
        FakeCity("Honolulu", "HI", 968), FakeCity("Anaheim", "CA", 928), FakeCity("Lexington", "KY", 405),
        FakeCity("Stockton", "CA", 952), FakeCity("Henderson", "NV", 890), FakeCity("Saint Paul", "MN", 551),
        FakeCity("Cincinnati", "OH", 452), FakeCity("Pittsburgh", "PA", 152), FakeCity("Greensboro", "NC", 274),
        FakeCity("Anchorage", "AK", 995), FakeCity("Plano", "TX", 750), FakeCity("Lincoln", "NE", 685),
        FakeCity("Orlando", "FL", 328), FakeCity("Irvine", "CA", 926), FakeCity("Newark", "NJ", 071),
        FakeCity("Durham", "NC", 277), FakeCity("Toledo", "OH", 436), FakeCity("Fort Wayne", "IN", 468),
        FakeCity("St. Petersburg", "FL", 337), FakeCity("Laredo", "TX", 780), FakeCity("Jersey City", "NJ", 073),
        FakeCity("Chandler", "AZ", 852), FakeCity("Madison", "WI", 537), FakeCity("Lubbock", "TX", 794),
        FakeCity("Scottsdale", "AZ", 852), FakeCity("Reno", "NV", 895), FakeCity("Buffalo", "NY", 142),
        FakeCity("Gilbert", "AZ", 852), FakeCity("Glendale", "AZ", 853), FakeCity("Winston-Salem", "NC", 271),
        FakeCity("Chesapeake", "VA", 233), FakeCity("Norfolk", "VA", 235), FakeCity("Fremont", "CA", 945),
        FakeCity("Garland", "TX", 750), FakeCity("Irving", "TX", 750), FakeCity("Hialeah", "FL", 330),
        FakeCity("Richmond", "VA", 232), FakeCity("Boise", "ID", 837), FakeCity("Spokane", "WA", 992),
        FakeCity("Baton Rouge", "LA", 708), FakeCity("Tacoma", "WA", 984), FakeCity("San Bernardino", "CA", 924),
        FakeCity("Modesto", "CA", 953), FakeCity("Fontana", "CA", 923), FakeCity("Des Moines", "IA", 503),
        FakeCity("Moreno Valley", "CA", 925), FakeCity("Santa Clarita", "CA", 913), FakeCity("Fayetteville", "NC", 283),
        FakeCity("Birmingham", "AL", 352), FakeCity("Oxnard", "CA", 930), FakeCity("Rochester", "NY", 146),
        FakeCity("Port St. Lucie", "FL", 349), FakeCity("Grand Rapids", "MI", 495), FakeCity("Huntsville", "AL", 358),
        FakeCity("Salt Lake City", "UT", 841), FakeCity("Frisco", "TX", 750), FakeCity("Yonkers", "NY", 107),
        FakeCity("Amarillo", "TX", 791), FakeCity("Glendale", "CA", 912), FakeCity("Huntington Beach", "CA", 926),
        FakeCity("McKinney", "TX", 750), FakeCity("Montgomery", "AL", 361), FakeCity("Augusta", "GA", 309),
        FakeCity("Akron", "OH", 443), FakeCity("Little Rock", "AR", 722), FakeCity("Tempe", "AZ", 852),
        FakeCity("Columbus", "GA", 319), FakeCity("Overland Park", "KS", 662), FakeCity("Grand Prairie", "TX", 750),
        FakeCity("Tallahassee", "FL", 323), FakeCity("Cape Coral", "FL", 339), FakeCity("Mobile", "AL", 366),
        FakeCity("Knoxville", "TN", 379), FakeCity("Shreveport", "LA", 711), FakeCity("Worcester", "MA", 016),
        FakeCity("Ontario", "CA", 917), FakeCity("Vancouver", "WA", 986), FakeCity("Sioux Falls", "SD", 571),
        FakeCity("Chattanooga", "TN", 374), FakeCity("Brownsville", "TX", 785), FakeCity("Fort Lauderdale", "FL", 333),
        FakeCity("Providence", "RI", 029), FakeCity("Newport News", "VA", 236), FakeCity("Rancho Cucamonga", "CA", 917),
        FakeCity("Santa Rosa", "CA", 954), FakeCity("Peoria", "IL", 616), FakeCity("Oceanside", "CA", 920),
        FakeCity("Elk Grove", "CA", 956), FakeCity("Salem", "OR", 973), FakeCity("Pembroke Pines", "FL", 330),
        FakeCity("Eugene", "OR", 974), FakeCity("Garden Grove", "CA", 928), FakeCity("Cary", "NC", 275),
        FakeCity("Fort Collins", "CO", 805), FakeCity("Corona", "CA", 928), FakeCity("Springfield", "MO", 658),
        FakeCity("Springfield", "IL", 627), FakeCity("Springfield", "MA", 011), FakeCity("Jackson", "MS", 392),
        FakeCity("Alexandria", "VA", 223), FakeCity("Hayward", "CA", 945), FakeCity("Clarksville", "TN", 370),
        FakeCity("Lakewood", "CO", 802), FakeCity("Lancaster", "PA", 176), FakeCity("Savannah", "GA", 314),
        FakeCity("Charleston", "SC", 294), FakeCity("Burlington", "VT", 054), FakeCity("Portland", "ME", 041),
        FakeCity("Manchester", "NH", 031), FakeCity("Hartford", "CT", 061), FakeCity("Wilmington", "DE", 198),
        FakeCity("Fargo", "ND", 581), FakeCity("Billings", "MT", 591), FakeCity("Cheyenne", "WY", 820),
        FakeCity("Charleston", "WV", 253), FakeCity("Ann Arbor", "MI", 481), FakeCity("Boulder", "CO", 803),
    ]

    /// Street names, written before a street suffix ("Maple Ave").
    static let streetNames: [String] = [
        "Main", "Oak", "Pine", "Maple", "Cedar", "Elm", "Washington", "Lake", "Hill", "Park",
        "Walnut", "Spruce", "Chestnut", "Willow", "Birch", "Ash", "Cherry", "Hickory", "Magnolia", "Poplar",
        "Sycamore", "Dogwood", "Laurel", "Juniper", "Aspen", "Sunset", "Ridge", "River", "Meadow", "Forest",
        "Highland", "Valley", "Spring", "Church", "Mill", "School", "Center", "North", "South", "West",
        "East", "Lincoln", "Jefferson", "Madison", "Adams", "Jackson", "Franklin", "Monroe", "Hamilton", "Wilson",
        "Grant", "Harrison", "Cleveland", "Taylor", "Polk", "Union", "Liberty", "Market", "Broad", "Front",
        "Water", "Bridge", "High", "King", "Queen", "Prospect", "Pleasant", "Summit", "Fairview", "Lakeview",
        "Hillcrest", "Woodland", "Greenwood", "Glenwood", "Brookside", "Riverside", "Bayview", "Ocean", "Harbor", "Shore",
        "Canyon", "Mesa", "Desert", "Prairie", "Orchard", "Vineyard", "Heather", "Rose", "Lilac", "Ivy",
        "Sunrise", "Evergreen", "Cypress", "Redwood", "Sequoia", "Mulberry", "Hawthorn", "Linden", "Beech", "Holly",
        "Fox", "Deer", "Eagle", "Hawk", "Robin", "Cardinal", "Bluebird", "Quail", "Pheasant", "Heron",
        "Academy", "College", "Railroad", "Depot", "Station", "Factory", "Canal", "Dock", "Ferry", "Garden",
        "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth", "Tenth", "Eleventh",
        "Chapel", "Meeting House", "Old Mill", "Country Club", "Stonewall", "Fieldstone", "Cobblestone", "Windmill", "Lighthouse", "Kingston",
    ]

    /// Street suffixes in their postal abbreviations, with how often each is drawn (out of 20).
    static let streetSuffixes: [(suffix: String, weight: Int)] = [
        ("St", 6), ("Ave", 4), ("Rd", 2), ("Dr", 2), ("Ln", 1), ("Blvd", 1), ("Ct", 1), ("Pl", 1), ("Way", 1), ("Ter", 1),
    ]

    /// Country names in English, United States first and most frequent.
    static let countries: [String] = [
        "United States", "Canada", "Mexico", "United Kingdom", "Ireland", "France", "Germany", "Italy", "Spain", "Portugal",
        "Netherlands", "Belgium", "Switzerland", "Austria", "Sweden", "Norway", "Denmark", "Finland", "Iceland", "Poland",
        "Czech Republic", "Hungary", "Greece", "Turkey", "Israel", "Egypt", "Morocco", "South Africa", "Nigeria", "Kenya",
        "India", "China", "Japan", "South Korea", "Vietnam", "Thailand", "Philippines", "Indonesia", "Malaysia", "Singapore",
        "Australia", "New Zealand", "Brazil", "Argentina", "Chile", "Peru", "Colombia", "Costa Rica", "Jamaica", "Bahamas",
        "Puerto Rico", "Dominican Republic", "Panama", "Ecuador", "Uruguay", "United Arab Emirates", "Saudi Arabia", "Qatar", "Pakistan", "Bangladesh",
    ]
}
