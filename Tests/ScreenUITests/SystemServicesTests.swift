import Foundation
import LocalAuthentication
import Testing
import UserNotifications

@testable import ScreenUI

/// UserNotifications and LocalAuthentication as view models use them: scheduled requests are
/// recorded for the test to read, permission is granted unless the test denies it, and the
/// simulated device has Face ID and passes unless told otherwise. Both are one per process, so
/// these run one after another.
@MainActor
@Suite(.serialized) struct SystemServicesTests {
    @Observable
    @MainActor
    final class AftercareReminders {
        var isAllowed = false
        func schedule(days: Int) async throws {
            let center = UNUserNotificationCenter.current()
            isAllowed = try await center.requestAuthorization(options: [.alert, .sound, .badge])
            guard isAllowed else { return }
            for day in 1...days {
                let content = UNMutableNotificationContent()
                content.title = "Aftercare, day \(day)"
                content.body = "Wash gently and moisturise."
                content.sound = .default
                let trigger = UNTimeIntervalNotificationTrigger(timeInterval: Double(day) * 86_400, repeats: false)
                try await center.add(UNNotificationRequest(identifier: "aftercare-\(day)", content: content, trigger: trigger))
            }
        }
    }

    @Test func scheduledNotificationsAreRecordedForTheTest() async throws {
        let center = UNUserNotificationCenter.current()
        center.reset()
        let reminders = AftercareReminders()
        try await reminders.schedule(days: 3)
        #expect(reminders.isAllowed && center.authorizationStatus == .authorized)
        let pending = await center.pendingNotificationRequests()
        #expect(pending.map(\.identifier) == ["aftercare-1", "aftercare-2", "aftercare-3"])
        #expect(pending[1].content.title == "Aftercare, day 2")
        #expect((pending[2].trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval == 259_200)
        try await reminders.schedule(days: 1)
        #expect(await center.pendingNotificationRequests().count == 3, "a request with the same identifier replaces the old one")
        center.removePendingNotificationRequests(withIdentifiers: ["aftercare-1"])
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["aftercare-2", "aftercare-3"])
        #expect(await center.notificationSettings().alertSetting == .enabled)

        center.reset()
        center.authorizationStatus = .denied
        let denied = AftercareReminders()
        try await denied.schedule(days: 3)
        let none = await center.pendingNotificationRequests()
        #expect(!denied.isAllowed && none.isEmpty)
        center.reset()
    }

    @Test func theSimulatedDeviceAuthenticatesWithFaceIDUnlessToldOtherwise() async throws {
        defer { LAContext.simulated = LAContext.SimulatedDevice() }
        let context = LAContext()
        var error: NSError?
        #expect(context.biometryType == .none, "unknown until canEvaluatePolicy is asked, as on iOS")
        #expect(context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) && error == nil)
        #expect(context.biometryType == .faceID)
        #expect(try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your journal"))

        LAContext.simulated = LAContext.SimulatedDevice(biometryType: .none)
        #expect(!LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue)

        LAContext.simulated = LAContext.SimulatedDevice(failure: .userCancel)
        do {
            _ = try await LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock")
            Issue.record("a simulated cancel throws")
        } catch LAError.userCancel {
            // As apps catch it.
        }
    }
}
