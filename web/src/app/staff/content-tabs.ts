import { BarChart3, FileText, Flag, ListChecks, Video } from 'lucide-react';
import type { StaffTab } from './tabs';

/** The content manager's tabs (admin spec §2.5). */
export const CONTENT_TABS: StaffTab[] = [
  {
    value: 'videos',
    label: 'Videos',
    icon: Video,
    action: 'content.manage',
    content: () => import('@web/features/content/components/VideosTab').then((m) => m.default),
  },
  {
    value: 'study-materials',
    label: 'Study Materials',
    icon: FileText,
    action: 'content.manage',
    content: () => import('@web/features/content/components/MaterialsTab').then((m) => m.default),
  },
  {
    value: 'questions',
    label: 'Questions',
    icon: ListChecks,
    action: 'content.manage',
    content: () => import('@web/features/content/components/QuestionsTab').then((m) => m.default),
  },
  {
    value: 'item-analysis',
    label: 'Item Analysis',
    icon: BarChart3,
    action: 'content.manage',
    content: () => import('@web/features/content/components/ItemAnalysisTab').then((m) => m.default),
  },
  {
    value: 'reports',
    label: 'Reports',
    icon: Flag,
    action: 'content.manage',
    content: () => import('@web/features/content/components/QuestionReportsTab').then((m) => m.default),
  },
];
