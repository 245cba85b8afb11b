import SeedfillCore

// Placeholder entry point until the command line lands (see Sources/SeedfillCore/CLI).
print("seedfill")
