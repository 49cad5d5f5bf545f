import CZlib
import Dispatch
import Foundation

/// A zlib stream compressed in fixed-size segments on all cores, the way pigz does it: each
/// segment is raw deflate primed with the 32 KiB of input before it and ends on a byte boundary
/// (a sync flush), so the segments concatenate into one valid stream. The segment size is a
/// constant, never the core count, so the bytes are the same on any machine.
enum ParallelDeflate {
    /// Input bytes per segment.
    static let segmentSize = 1 << 20
    static let window = 32 * 1024

    private static let serialKey = "ScreenKit.ParallelDeflate.serial"

    /// True inside ``serially(_:)`` on this thread.
    static var isSerialOnCurrentThread: Bool { Thread.current.threadDictionary[serialKey] != nil }

    /// Runs `body` with compression on the calling thread only, for callers that already keep
    /// every core busy (a worker of a parallel run). The bytes are the same either way.
    static func serially<T>(_ body: () throws -> T) rethrows -> T {
        let dictionary = Thread.current.threadDictionary
        let outer = dictionary[serialKey] != nil
        dictionary[serialKey] = true
        defer { if !outer { dictionary.removeObject(forKey: serialKey) } }
        return try body()
    }

    static func compress(_ input: UnsafeBufferPointer<UInt8>, level: Int32, strategy: Int32 = Z_FILTERED) throws -> [UInt8] {
        let segments = max(1, (input.count + segmentSize - 1) / segmentSize)
        let job = Job(input: input, segments: segments, level: level, strategy: strategy)
        if segments == 1 || isSerialOnCurrentThread {
            for i in 0..<segments { job.run(i) }
        } else {
            DispatchQueue.concurrentPerform(iterations: segments) { job.run($0) }
        }
        job.collect()
        if let bad = job.codes.first(where: { $0 != Z_OK }) { throw PNGError.zlib(code: bad, operation: "compressing image data") }
        // zlib header: deflate with a 32 KiB window and the level hint, check bits; the
        // segments; the Adler-32 of all input, big-endian.
        let cmf: UInt16 = 0x78
        let flevel: UInt16 = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        var flg = flevel << 6
        flg += 31 - (cmf * 256 + flg) % 31
        var result: [UInt8] = [UInt8(cmf), UInt8(flg)]
        result.reserveCapacity(job.outputs.reduce(6) { $0 + $1.count })
        for o in job.outputs { result.append(contentsOf: o) }
        let adler = adler32(1, input.baseAddress, UInt32(input.count))
        result.append(contentsOf: [UInt8(adler >> 24 & 0xFF), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)])
        return result
    }

    /// One compression shared with the worker threads: each segment writes only its own slot,
    /// and the caller reads the slots after `concurrentPerform` has returned.
    private final class Job: @unchecked Sendable {
        let input: UnsafeBufferPointer<UInt8>
        let level: Int32
        let strategy: Int32
        var outputs: [[UInt8]]
        var codes: [Int32]
        private let outputSlots: UnsafeMutablePointer<[UInt8]>
        private let codeSlots: UnsafeMutablePointer<Int32>
        private let segments: Int

        init(input: UnsafeBufferPointer<UInt8>, segments: Int, level: Int32, strategy: Int32) {
            self.input = input
            self.level = level
            self.strategy = strategy
            self.segments = segments
            outputs = []
            codes = []
            outputSlots = .allocate(capacity: segments)
            outputSlots.initialize(repeating: [], count: segments)
            codeSlots = .allocate(capacity: segments)
            codeSlots.initialize(repeating: Z_OK, count: segments)
        }

        deinit {
            outputSlots.deinitialize(count: segments)
            outputSlots.deallocate()
            codeSlots.deallocate()
        }

        func run(_ i: Int) {
            let (out, code) = compressSegment(i)
            outputSlots[i] = out
            codeSlots[i] = code
        }

        /// Called after every `run` has returned.
        func collect() {
            outputs = Array(UnsafeBufferPointer(start: outputSlots, count: segments))
            codes = Array(UnsafeBufferPointer(start: codeSlots, count: segments))
        }

        private func compressSegment(_ i: Int) -> ([UInt8], Int32) {
            let start = i * ParallelDeflate.segmentSize
            let end = min(input.count, start + ParallelDeflate.segmentSize)
            let last = i == segments - 1
            var stream = z_stream()
            var code = czlib_deflate_init2(&stream, level, Z_DEFLATED, -15, 9, strategy)
            guard code == Z_OK else { return ([], code) }
            defer { deflateEnd(&stream) }
            if start > 0 {
                let dictStart = max(0, start - ParallelDeflate.window)
                code = deflateSetDictionary(&stream, input.baseAddress! + dictStart, UInt32(start - dictStart))
                guard code == Z_OK else { return ([], code) }
            }
            let length = end - start
            let bound = Int(deflateBound(&stream, UInt(length))) + 64
            var out = [UInt8](repeating: 0, count: bound)
            let produced: Int = out.withUnsafeMutableBufferPointer { o in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress! + start)
                stream.avail_in = UInt32(length)
                stream.next_out = o.baseAddress
                stream.avail_out = UInt32(bound)
                code = deflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH)
                return bound - Int(stream.avail_out)
            }
            guard code == (last ? Z_STREAM_END : Z_OK), stream.avail_in == 0 else { return ([], code == Z_OK ? Z_BUF_ERROR : code) }
            out.removeLast(out.count - produced)
            return (out, Z_OK)
        }
    }
}
