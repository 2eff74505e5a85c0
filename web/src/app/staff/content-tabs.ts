import { BarChart3, FileText, Flag, ListChecks, Video } from 'lucide-react';
import { lazy } from 'react';
import type { StaffTab } from './tabs';

/** The content manager's tabs (admin spec §2.5). */
export const CONTENT_TABS: StaffTab[] = [
  {
    value: 'videos',
    label: 'Videos',
    icon: Video,
    action: 'content.manage',
    content: lazy(() => import('@web/features/content/components/VideosTab')),
  },
  {
    value: 'study-materials',
    label: 'Study Materials',
    icon: FileText,
    action: 'content.manage',
    content: lazy(() => import('@web/features/content/components/MaterialsTab')),
  },
  {
    value: 'questions',
    label: 'Questions',
    icon: ListChecks,
    action: 'content.manage',
    content: lazy(() => import('@web/features/content/components/QuestionsTab')),
  },
  {
    value: 'item-analysis',
    label: 'Item Analysis',
    icon: BarChart3,
    action: 'content.manage',
    content: lazy(() => import('@web/features/content/components/ItemAnalysisTab')),
  },
  {
    value: 'reports',
    label: 'Reports',
    icon: Flag,
    action: 'content.manage',
    content: lazy(() => import('@web/features/content/components/QuestionReportsTab')),
  },
];
