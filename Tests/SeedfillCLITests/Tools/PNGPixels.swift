import Foundation

@testable import SeedfillCore

/// The pixels of a PNG screenshot, read in the tests to tell a page that drew something from a
/// blank one: 8-bit RGB or RGBA, not interlaced (what Chromium writes).
struct PNGPixels {
    let width: Int
    let height: Int
    /// Bytes per pixel: 3 (RGB) or 4 (RGBA).
    let channels: Int
    /// Rows of `width × channels` bytes, unfiltered.
    let bytes: [UInt8]

    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    init(_ data: [UInt8]) throws {
        guard data.count > 8, Array(data[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10] else { throw Unreadable(description: "not a PNG") }
        func be32(_ i: Int) -> Int { Int(data[i]) << 24 | Int(data[i + 1]) << 16 | Int(data[i + 2]) << 8 | Int(data[i + 3]) }
        var at = 8
        var header: (width: Int, height: Int, depth: UInt8, color: UInt8, interlace: UInt8)?
        var compressed: [UInt8] = []
        while at + 8 <= data.count {
            let length = be32(at)
            let type = String(decoding: data[(at + 4)..<(at + 8)], as: UTF8.self)
            let body = (at + 8)..<min(data.count, at + 8 + length)
            if type == "IHDR" {
                header = (
                    be32(body.lowerBound), be32(body.lowerBound + 4), data[body.lowerBound + 8], data[body.lowerBound + 9],
                    data[body.lowerBound + 12]
                )
            } else if type == "IDAT" {
                compressed += data[body]
            }
            at += 12 + length
        }
        guard let header, header.depth == 8, header.color == 2 || header.color == 6, header.interlace == 0 else {
            throw Unreadable(description: "not an 8-bit RGB(A) PNG without interlacing")
        }
        width = header.width
        height = header.height
        channels = header.color == 6 ? 4 : 3
        // A zlib stream: two bytes of header, the deflate data, four of checksum.
        let raw = try Inflate.decompress(Array(compressed.dropFirst(2)), limit: height * (width * channels + 1) + 1)
        let stride = width * channels
        guard raw.count >= height * (stride + 1) else { throw Unreadable(description: "too few pixel bytes") }
        var out = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            for i in 0..<stride {
                let x = raw[row * (stride + 1) + 1 + i]
                let a = i >= channels ? Int(out[row * stride + i - channels]) : 0
                let b = row > 0 ? Int(out[(row - 1) * stride + i]) : 0
                let c = row > 0 && i >= channels ? Int(out[(row - 1) * stride + i - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Unreadable(description: "unknown row filter \(filter)")
                }
                out[row * stride + i] = UInt8(truncatingIfNeeded: Int(x) + predicted)
            }
        }
        bytes = out
    }

    /// The colour (RGB) of pixel `x`, `y`.
    func color(_ x: Int, _ y: Int) -> [UInt8] {
        let start = (y * width + x) * channels
        return Array(bytes[start..<(start + 3)])
    }

    /// The share of pixels whose colour differs from the top-left pixel's (the background), and
    /// the number of distinct colours.
    var inked: (share: Double, colors: Int) {
        let background = color(0, 0)
        var differing = 0
        var colors: Set<Int> = []
        for y in 0..<height {
            for x in 0..<width {
                let pixel = color(x, y)
                if pixel != background { differing += 1 }
                colors.insert(Int(pixel[0]) << 16 | Int(pixel[1]) << 8 | Int(pixel[2]))
            }
        }
        return (Double(differing) / Double(max(1, width * height)), colors.count)
    }
}
