export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-slate-500 sm:px-6">
        © {new Date().getFullYear()} Home Health Screening Holdings Pte. Ltd. All rights reserved.
      </div>
    </footer>
  );
}
