import { Box, Link as MuiLink, Typography } from '@mui/material';
import { paths, type LibraryTopic } from '@oece/contracts';
import { Link } from 'react-router';
import { publishedText, questionCountText } from './question-count-text';

/** Topics in the taxonomy's order, each a link to its page with the bank's counts beside it. */
export function TopicList({ topics }: { topics: LibraryTopic[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {topics.map((topic) => (
        <Box
          component="li"
          key={topic.code}
          sx={{ py: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
        >
          <MuiLink component={Link} to={paths.topic(topic.slug)} sx={{ fontWeight: 600 }}>
            {topic.code} {topic.label}
          </MuiLink>
          <Typography variant="body2" color="text.secondary">
            {questionCountText(topic.questionCount)} del banco · {publishedText(topic.publicCount)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
