/// The subscribers of one subject: added, removed when cancelled, called in the order they came.
final class SubscriberList<Output, Failure: Error> {
    private var next = 0
    private var receivers: [(id: Int, receive: (Output) -> Void, complete: (Subscribers.Completion<Failure>) -> Void)] = []
    private(set) var completion: Subscribers.Completion<Failure>?

    func add(
        receive: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        if let completion {
            complete(completion)
            return AnyCancellable {}
        }
        next += 1
        let id = next
        receivers.append((id, receive, complete))
        return AnyCancellable { [weak self] in self?.receivers.removeAll { $0.id == id } }
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        for receiver in receivers { receiver.receive(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let ended = receivers
        receivers = []
        for receiver in ended { receiver.complete(completion) }
    }
}
