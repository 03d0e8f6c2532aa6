import CheckIcon from '@mui/icons-material/Check';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Container,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { paths, type PlanInfo } from '@oece/contracts';
import { advisorMessage, formatSoles, monthsLabel, questionsText } from '@oece/domain';
import { Link, useLoaderData } from 'react-router';
import { chatLink, useSettings } from '../../../config/settings';
import { trackedLink } from '../../../lib/analytics';
import { CopyAdvisorNumber } from './copy-advisor-number';

const RECOMMENDED = 'premium';

const FAQ: { question: string; answer: string }[] = [
  {
    question: '¿Cómo recibo mi acceso?',
    answer:
      'Al aprobarse tu pago te enviamos, en menos de 10 minutos, un enlace para crear tu contraseña al correo que indiques. Si ya tienes una cuenta con ese correo, ampliamos tu membresía.',
  },
  {
    question: '¿Cómo puedo pagar?',
    answer: 'Con tarjeta de crédito o débito, o con Yape, a través de nuestra pasarela de pagos segura.',
  },
  {
    question: '¿Cuánto demora la confirmación del pago?',
    answer: 'Normalmente entre 5 y 10 minutos; de forma excepcional, hasta una hora.',
  },
  {
    question: '¿Es una suscripción?',
    answer: 'No. Es un pago único: no se renueva solo ni se te vuelve a cobrar.',
  },
  {
    question: '¿Cuántos exámenes puedo dar?',
    answer: 'Todos los que quieras mientras dure tu plan: 1, 2 o 3 meses según el plan que elijas.',
  },
  {
    question: '¿Ya tengo un plan y compro otro?',
    answer:
      'El nuevo plan se suma al final del que tienes: nunca pierdes días, y conservas el nivel más alto de los dos.',
  },
  {
    question: '¿Dónde pido ayuda?',
    answer: 'Escríbenos por WhatsApp o al correo de soporte, todos los días de 8:00 a. m. a 10:00 p. m.',
  },
];

function PlanCard({ plan }: { plan: PlanInfo }) {
  const recommended = plan.slug === RECOMMENDED;

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={`plan-${plan.slug}`}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderWidth: recommended ? 2 : 1,
        borderColor: recommended ? 'primary.main' : 'divider',
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography id={`plan-${plan.slug}`} variant="h5" component="h2" sx={{ fontWeight: 800 }}>
            {plan.name}
          </Typography>
          {recommended && <Chip label="Recomendado" color="primary" size="small" />}
        </Stack>
        <Typography sx={{ fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.2 }}>
          {formatSoles(plan.price)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {`Pago único · ${monthsLabel(plan.months)} de acceso ilimitado`}
        </Typography>
        <List dense disablePadding>
          {plan.features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon color="success" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      {/* One way on from each plan, at any hour: paying online never closes; the advisor is below. */}
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          variant={recommended ? 'contained' : 'outlined'}
          size="large"
          fullWidth
          component={Link}
          to={paths.payment(plan.slug)}
        >
          {`Quiero el plan ${plan.name}`}
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * The advisor: a chat that opens with the greeting of the hour, and their number to copy (the page's
 * one island: the rest is links and text).
 */
function Advisor() {
  const settings = useSettings();
  return (
    <Box sx={{ textAlign: 'center', mt: 5 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        ¿Prefieres hablar con un asesor?
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {`Escríbenos por WhatsApp al +${settings.whatsappNumber}.`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          href={chatLink(settings, advisorMessage(new Date(), 'plans'))}
          target="_blank"
          rel="noopener"
          {...trackedLink('whatsapp_contact', 'pricing')}
        >
          Escribir por WhatsApp
        </Button>
        <CopyAdvisorNumber />
      </Box>
    </Box>
  );
}

/** A question buyers ask, its answer shown on a tap with no script (a native disclosure). */
function FaqItem({ question, answer }: { question: string; answer: string }) {
  return (
    <Box
      component="details"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        '&[open] > summary svg': { transform: 'rotate(180deg)' },
      }}
    >
      <Box
        component="summary"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          py: 1.5,
          px: 2,
          cursor: 'pointer',
          fontWeight: 600,
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: 3, outlineColor: 'secondary.main', outlineOffset: -3 },
        }}
      >
        {question}
        <ExpandMoreIcon aria-hidden sx={{ color: 'action.active', transition: 'transform 150ms' }} />
      </Box>
      <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
        {answer}
      </Typography>
    </Box>
  );
}

/** The three plans of the server's table, the advisor and the questions buyers ask. */
export function PricingPage() {
  const plans = useLoaderData() as PlanInfo[];
  const { bankSize } = useSettings();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, mb: 1, textAlign: 'center', fontSize: { xs: '1.75rem', md: '2.125rem' } }}
      >
        Planes del simulador
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, textAlign: 'center' }}>
        {`Exámenes ilimitados con las ${questionsText(bankSize)} del banco, como el de certificación OECE. Paga una sola vez con tarjeta o Yape.`}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: `repeat(${plans.length}, 1fr)` },
        }}
      >
        {plans.map((plan) => (
          <PlanCard key={plan.slug} plan={plan} />
        ))}
      </Box>
      <Alert severity="info" sx={{ mt: 3 }}>
        Recibes por correo un enlace para crear tu contraseña en menos de 10 minutos después de pagar.
      </Alert>
      <Advisor />
      <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mt: 6, mb: 2 }}>
        Preguntas frecuentes
      </Typography>
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
        {FAQ.map(({ question, answer }) => (
          <FaqItem key={question} question={question} answer={answer} />
        ))}
      </Box>
    </Container>
  );
}
