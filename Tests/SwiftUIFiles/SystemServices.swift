// A lock screen and a reminder toggle as apps write them with LocalAuthentication and
// UserNotifications: it must compile here with only `import SwiftUI` read as the kit.
import LocalAuthentication
import SwiftUI
import UserNotifications

@MainActor
@Observable
final class LockModel {
    var isUnlocked = false
    var failure: String?
    var biometry: LABiometryType = .none

    func unlock() {
        let context = LAContext()
        var error: NSError?
        guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else {
            failure = error?.localizedDescription
            return
        }
        biometry = context.biometryType
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your journal") { success, authenticationError in
            Task { @MainActor in
                self.isUnlocked = success
                if let authenticationError { self.failure = authenticationError.localizedDescription }
            }
        }
    }
}

struct LockScreen: View {
    @State private var model = LockModel()
    @State private var remindersOn = false

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: model.biometry == .faceID ? "faceid" : "touchid").font(.system(size: 56))
            Button("Unlock") { model.unlock() }.buttonStyle(.borderedProminent)
            Toggle("Daily reminder", isOn: $remindersOn)
                .onChange(of: remindersOn) { _, isOn in
                    Task { await schedule(isOn) }
                }
            if let failure = model.failure { Text(failure).foregroundStyle(.red) }
        }
        .padding()
    }

    private func schedule(_ isOn: Bool) async {
        let center = UNUserNotificationCenter.current()
        guard isOn else {
            center.removePendingNotificationRequests(withIdentifiers: ["daily"])
            return
        }
        guard (try? await center.requestAuthorization(options: [.alert, .sound])) == true else { return }
        let content = UNMutableNotificationContent()
        content.title = "Journal"
        content.body = "Add today's photo."
        content.sound = UNNotificationSound.default
        var when = DateComponents()
        when.hour = 9
        let request = UNNotificationRequest(
            identifier: "daily", content: content, trigger: UNCalendarNotificationTrigger(dateMatching: when, repeats: true))
        try? await center.add(request)
        let settings = await center.notificationSettings()
        _ = settings.authorizationStatus == .authorized
    }
}
