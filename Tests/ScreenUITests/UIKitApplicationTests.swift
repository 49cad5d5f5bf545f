import Foundation
import Testing

import struct ScreenLayout.DeviceConfiguration
import struct ScreenLayout.LayoutEnvironment

@testable import ScreenUI

/// UIKit as SwiftUI files reach for it: the shared application's window has the snapshot
/// device's safe area, UIKit views keep what code sets on them, and gesture recognizer
/// representables compile and draw nothing.
@MainActor
@Suite struct UIKitApplicationTests {
    struct Header: View {
        var body: some View {
            let top = UIApplication.shared.windows.first?.safeAreaInsets.top ?? -1
            let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            let bottom = scene?.keyWindow?.safeAreaInsets.bottom ?? -1
            Text("top \(Int(top)) bottom \(Int(bottom)) \(scene?.interfaceOrientation.isPortrait == true ? "portrait" : "landscape")")
        }
    }

    @Test func theWindowHasTheSnapshotDevicesSafeArea() {
        let phone = DeviceConfiguration.iPhone17Pro
        #expect(renderedStrings(of: Header(), on: phone) == ["top \(Int(phone.safeArea.top)) bottom \(Int(phone.safeArea.bottom)) portrait"])
        let pad = DeviceConfiguration.iPadPro13
        #expect(renderedStrings(of: Header(), on: pad) == ["top \(Int(pad.safeArea.top)) bottom \(Int(pad.safeArea.bottom)) portrait"])
        #expect(UIApplication.didReceiveMemoryWarningNotification.rawValue == "UIApplicationDidReceiveMemoryWarningNotification")
    }

    @Test func uiKitViewsKeepWhatCodeSetsOnThem() {
        let parent = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(parent.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(parent.center == CGPoint(x: 60, y: 45))
        let child = UITextView()
        child.text = "Notes"
        child.layer.cornerRadius = 8
        child.layer.borderColor = UIColor.systemBlue.cgColor
        parent.addSubview(child)
        #expect(child.superview === parent && parent.subviews.count == 1)
        child.removeFromSuperview()
        #expect(parent.subviews.isEmpty && child.superview == nil)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
        #expect((blur.effect as? UIBlurEffect)?.style == .systemUltraThinMaterial)
        #expect(Color(cgColor: UIColor.yellow.cgColor) == Color(UIColor.yellow))
        #expect(UIEdgeInsets.zero.left == 0)
    }

    struct Pan: UIGestureRecognizerRepresentable {
        var onPan: (CGPoint) -> Void
        func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { Coordinator() }
        func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
            let pan = UIPanGestureRecognizer()
            pan.delegate = context.coordinator
            return pan
        }
        func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
            onPan(recognizer.translation(in: recognizer.view))
        }
        final class Coordinator: NSObject, UIGestureRecognizerDelegate {}
    }

    @Test func aGestureRecognizerRepresentableAddsNothingToTheStill() {
        let view = Text("Drag me").gesture(Pan { _ in Issue.record("a still is never panned") })
        #expect(renderedStrings(of: view) == ["Drag me"])
    }

    final class LaunchDelegate: NSObject, UIApplicationDelegate {
        var launched = false
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
            -> Bool
        {
            launched = true
            return true
        }
    }

    @Test func anAppDelegateAdaptorGivesTheDelegateATestProvided() {
        UIApplicationDelegateAdaptor<LaunchDelegate>.provide(LaunchDelegate())
        let adaptor = UIApplicationDelegateAdaptor(LaunchDelegate.self)
        #expect(adaptor.wrappedValue.launched, "told the app finished launching, as iOS does before the first scene")
        let session = UISceneSession()
        #expect(
            adaptor.wrappedValue.application(UIApplication.shared, configurationForConnecting: session, options: .init()).role == .windowApplication)
    }

    final class Pages: NSObject, UIPageViewControllerDataSource {
        let controllers = [UIViewController(), UIViewController(), UIViewController()]
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
            -> UIViewController?
        {
            controllers.firstIndex(of: viewController).flatMap { $0 > 0 ? controllers[$0 - 1] : nil }
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
        {
            controllers.firstIndex(of: viewController).flatMap { $0 + 1 < controllers.count ? controllers[$0 + 1] : nil }
        }
    }

    @Test func aPagerKeepsItsPagesAndDataSource() {
        let pages = Pages()
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = pages
        var completed = false
        pager.setViewControllers([pages.controllers[1]], direction: .forward, animated: true) { completed = $0 }
        #expect(completed && pager.viewControllers?.first === pages.controllers[1])
        #expect(pager.dataSource?.pageViewController(pager, viewControllerAfter: pages.controllers[1]) === pages.controllers[2])
        #expect(pager.dataSource?.pageViewController(pager, viewControllerBefore: pages.controllers[0]) == nil)
    }
}
