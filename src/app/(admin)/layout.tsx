import "../globals.css";

/** The back office's group: it brings the shop's stylesheet, as every route group does (ADR 0038). */
export default function AdminGroupLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return children;
}
