// The icons of the shell (sidebar and header), by name: this module's exports. Named re-exports
// only, so the bundle holds just these; this module is loaded lazily by shell-icon.tsx, keeping
// them out of the initial chunk (issue 8's budget). Which item shows which icon is said where the
// item is defined (sidebar-menu.ts, the header's components); a name missing here is a type error
// there.
export {
  ArrowLeftRight,
  Barcode,
  Boxes,
  Building2,
  CalendarClock,
  CalendarDays,
  ChartColumn,
  Check,
  ChevronRight,
  CircleAlert,
  ClipboardList,
  Factory,
  FileText,
  HeartPulse,
  Layers,
  LayoutDashboard,
  List,
  LogOut,
  Menu,
  Package,
  PackageOpen,
  Receipt,
  Search,
  ShieldAlert,
  ShoppingCart,
  SlidersHorizontal,
  Store,
  TrendingUp,
  TriangleAlert,
  Truck,
  UserRound,
  Warehouse,
} from 'lucide-react';
