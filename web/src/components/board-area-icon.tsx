import { BookOpen, Building2, type LucideIcon, Microscope, Scale, Search, Shield, Users } from 'lucide-react';

/** The catalog's icon names (core/catalog.ts) drawn with lucide icons. */
const ICONS: Record<string, LucideIcon> = {
  scale: Scale,
  search: Search,
  microscope: Microscope,
  users: Users,
  shield: Shield,
  building: Building2,
};

export function BoardAreaIcon({ icon, className = 'size-5' }: { icon: string; className?: string }) {
  const Icon = ICONS[icon] ?? BookOpen;
  return <Icon className={className} aria-hidden="true" />;
}
